package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestConfigPositions: values whose position alone says secret, in
// configs and commands a session prints: a Secret's literals, a node's
// join token, a template's password placeholder replaced by sed, a
// KeePassXC attribute named for a secret, Squid's parent login, an
// iSCSI target's CHAP account, PeopleSoft's UserPswd, GitLab's *_key_base,
// SAP BR*Tools' and MaxDB's logons, iinit, EPM Automate, SAP GUI's password
// field, MuleSoft's mule.key, a label with two names and
// LDAP bind password, cntlm's hashes, artisan's dotted list. Their
// public neighbours and stand-ins keep every byte.
func TestConfigPositions(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3805))
	for range 3 {
		hx := randToken(r, tHex, 40)
		pin := randToken(r, "123456789", 4)
		tok := randToken(r, tHex, 32)
		pw := mixedCaseToken(r, 18)
		word := randToken(r, "abcdefghijklmnopqrstuvwxyz", 9)
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		nt := strings.ToUpper(randToken(r, tHex, 32))
		for _, c := range []struct{ text, secret string }{
			{"$ kubectl -n pay create secret generic adyen --from-literal=username=svc-adyen --from-literal=hmac=" + hx + "\n", hx},
			{"$ kubectl create secret generic kiosk --from-literal=pin=" + pin + "\n", pin},
			{"microk8s join 192.168.1.230:25000/" + tok + "/2756095d0353\n", tok},
			{"sed -i 's/__SMTP_PASSWORD__/" + pw + "/g' /opt/app/config/mail.yml\n", pw},
			{"sed -e 's/@API_TOKEN@/" + word + "/' in > out\n", word},
			{"$ keepassxc-cli show -q -a \"secret key\" ~/sync/work.kdbx \"Cloud/Scaleway\"\n" + uuid + "\n", uuid},
			{"cache_peer proxy.hq.example.lan parent 8080 0 no-query default login=svc-branch07:" + pw + "\n", pw},
			{"<target iqn.2024-05.lan.nas:backup>\n    backing-store /dev/vg0/backup\n    incominguser backupclient " + pw + "\n</target>\n", pw},
			{"\toutgoinguser nasside " + word + "-" + pin + "\n", word + "-" + pin},
			{"Target iqn.2001-04.com.example:storage.disk1\n\tIncomingUser joe " + pw + "\n", pw},
			{"\tIncomingUser \"joe " + pw + "\"\n", pw},
			{"[Startup]\nDBName=FSPRD\nUserId=PS\nUserPswd=Juniper" + pin + "Nimbus" + pin[:2] + "\nConnectId=people\n", "Juniper" + pin + "Nimbus" + pin[:2]}, // PeopleSoft's psappsrv.cfg
			{"gitlab_rails['db_key_base'] = '" + hx + hx + "'\n", hx + hx},                                                                                     // gitlab.rb
			{"$ sudo jq -r '.gitlab_rails.otp_key_base' /etc/gitlab/gitlab-secrets.json\n" + hx + tok + "\n$ ", hx + tok},
			// SAP GUI scripting's password field, MuleSoft's secure properties key,
			// a label naming its field twice (NetSuite's integration record)
			{`session.findById("wnd[0]/usr/pwdRSYST-BCODE").text = "` + word + pin + `+09"` + "\n", word + pin + "+09"},
			{"<secureProperties>\n    <mule.key>" + word[:4] + pw[:12] + "</mule.key>\n", word[:4] + pw[:12]},
			{"Client Credentials\n  CONSUMER SECRET / CLIENT SECRET\n  " + hx + tok[:24] + "\n", hx + tok[:24]},
			// SAP BR*Tools' and MaxDB's logons, iRODS' iinit, EPM Automate
			{"oraprd@s4pdb01:~> brconnect -u system/" + pw + " -c -f stats -t all\n", pw},
			{"sdbadm@livecache01:~> dbmcli -d LCP -u control," + pw + " db_state\n", pw},
			{"$ iinit " + word + pin + "Maple\n", word + pin + "Maple"},
			{"C:\\EPM Automate\\bin> epmautomate login svc_load " + pw + " https://epm.example.com\n", pw},
			{"auth_param basic program /usr/lib/squid/basic_ldap_auth -R -b \"dc=corp\" -D \"cn=squid\" -w " + pw + " -f \"uid=%s\" -h dc01\n", pw},
			{"Username        jdoe\nPassNT          " + nt + "\n", nt},
			{"  driver ............................................ mysql\n  password .......................................... " + pw + "\n", pw},
			{"$ git show 5a9a74700461f2557399551d5eafc5ca496cf1bd:config/master.key\n" + tok + "\n", tok},
			{"export RAUC_PKCS11_PIN = \"" + digitsPIN(r) + "\"\n", ""},
			{"-Dbasicauth=solradmin:" + pw + "\n", pw},
			// Zabbix's API: the macro's value after its "value" key
			{`{"macro":"{$SNMP_COMMUNITY}","value":"` + pw + `","type":"0"}` + "\n", pw},
			{"wlandev=atbm6012b\nwlanpass=" + word + "-" + word[:5] + "-copper39\nwlanssid=Kellerstiege-IoT\n", word + "-" + word[:5] + "-copper39"},
			{"root@hcp:~# v-add-database lindenbakery shop shop '" + pw + "' mysql\n", pw},
			{"root@vmhost:~# /usr/share/webmin/changepass.pl /etc/webmin root '" + pw + "'\n", pw},
			{"$cfg['Servers'][$i]['controlpass'] = '" + pw + "';\n", pw},
			{"celery -A proj flower --basic_auth=ops:" + word + "," + "dev:" + pw + " --url_prefix=flower\n", word},
			{"celery -A proj flower --basic_auth=ops:" + word + "," + "dev:" + pw + " --url_prefix=flower\n", pw},
		} {
			if c.secret == "" { // the PIN: the quoted digits
				c.secret = c.text[strings.IndexByte(c.text, '"')+1 : strings.LastIndexByte(c.text, '"')]
			}
			ms := detectNoPanic(t, s, c.text)
			i := strings.Index(c.text, c.secret)
			if !covers(ms, i, i+len(c.secret)) {
				t.Errorf("%q: %q is not masked (%v)", c.text, c.secret, ms)
			}
		}
	}
	for _, text := range []string{
		"$ kubectl create secret generic db --from-literal=username=app --from-literal=host=db.internal\n",
		"$ kubectl create secret generic db --from-literal=password=\"$DB_PASSWORD\"\n",
		"sed -i \"s|{{DB_PASSWORD}}|$DB_PASSWORD|\" app.yml\n",
		"sed -i 's/password/secret/g' notes.txt\n",
		"cache_peer 10.12.0.5 parent 8080 0 no-query login=PASSTHRU\n",
		"epmautomate login svc_load C:\\epm\\svc_load.epw https://epm.example.com\n", "brconnect -u / -c -f check\n",
		`session.findById("wnd[0]/usr/txtRSYST-BNAME").text = "BATCH_FI01"` + "\n", "mule.key: ${MULE_KEY}\n",
		"Client Credentials\n  CONSUMER KEY / CLIENT ID\n  " + uuidStr(r) + "\n",
		// a SUSE prompt starts its own line, not a folded tail of "-p 8"
		"oraprd@s4pdb01:~> brconnect -u / -c -f stats -t all -p 8\nsdbadm@livecache01:~> dbmcli -d LCP db_state\n",
		"    incominguser backupclient <chap-secret>\n    outgoinguser nasside ${CHAP_SECRET}\n",
		"To allow the initiator, set incominguser to the account name.\n",
		"  driver ............................................ mysql\n  password .......................................... null\n",
		"#define LED_PIN 13\nLED_PIN = 13\nspin=1000\n",
		"basic_auth: user:$BASIC_PW\nenable basic_auth: true\n",
	} {
		if ms := detectNoPanic(t, s, text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, ms)
		}
	}
}

// TestBooleanSecretFlag: a switch that shows or hides secrets
// (podman secret inspect --showsecret NAME) takes no value: the next
// word is the secret's name.
func TestBooleanSecretFlag(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"$ podman secret inspect --showsecret pg_password\n",
		"$ tool get --reveal-secret prod_db_credentials\n",
		"$ kubectl create secret generic arc --from-literal=github_app_id=817072 --from-literal=LDAP_BIND_DN='cn=svc,dc=acme,dc=io'\n",
	} {
		if ms := detectNoPanic(t, s, text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, ms)
		}
	}
}

// digitsPIN returns eight digits that repeat no pattern, a PIN.
func digitsPIN(r *rand.Rand) string { return randToken(r, "123456789", 8) }
