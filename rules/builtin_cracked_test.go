package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestSecurityToolOutput: what credential dumpers, crackers and ticket
// tools print — pwdump lines with secretsdump's notes or without a RID,
// gMSA hashes, Kerberos key lists, cached and NT hashes under their
// labels, lsadump's cleartext, NetNTLMv2 responses, John's and hashcat's
// $format$ hashes, WPA handshakes, kirbi tickets, cracked passwd lines,
// NetExec's DOMAIN\user:password; and what stays (the empty-password
// hashes, shadow markers, Windows paths).
func TestSecurityToolOutput(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(24))
	for range 3 {
		nt, nt2, aes := randToken(r, tHex, 32), randToken(r, tHex, 32), randToken(r, tHex, 64)
		pw := randToken(r, tAlnum, 10) + "7!"
		chal, blob := randToken(r, tHex, 16), "0101000000000000"+strings.ToUpper(randToken(r, tHex, 80))
		kp := "$keepass$*2*100000*0*" + randToken(r, tHex, 64) + "*" + randToken(r, tHex, 64)
		ticket := "doI" + base64.StdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 120)))
		for _, c := range []struct{ text, secret, rule string }{
			{"krbtgt:502:" + emptyLMHash + ":" + nt + "::: (pwdLastSet=2021-03-17 10:44) (status=Disabled)", nt, winDumpID},
			{`MEGACORP\SQL02$:` + emptyLMHash + ":" + nt + ":::", nt, winDumpID},
			{"gmsa_web$:::" + nt, nt, winDumpID},
			{"\t   rc4_hmac_nt       " + nt, nt, winDumpID},
			{"\t* aes256_hmac       " + aes, aes, winDumpID},
			{"MsCacheV2 : " + nt, nt, winDumpID},
			{"\t\tNT: " + nt, nt, winDumpID},
			{"cur/text: " + pw, pw, winDumpID},
			{`megacorp.local\scanner:CLEARTEXT:` + pw, pw, winDumpID},
			{"[*] PEK # 0 found and decrypted: " + nt, nt, winDumpID},
			{"[*] NT hash for 'svc_ca': " + nt, nt, winDumpID},
			{"Recovered NT Hash\n" + nt, nt, winDumpID},
			{"[*] _SC_VeeamBackupSvc \n" + `NORTHWIND\svc_veeam:` + pw, pw, winDumpID},
			{"k.brandt::NORTHWIND:" + chal + ":" + strings.ToUpper(nt2) + ":" + blob, strings.ToUpper(nt2) + ":" + blob, winDumpID},
			{"IT-Shared:" + kp, kp, "cracker-hash"},
			{"WPA*02*" + nt + "*ed4da2563df3*4d53bdfd66b2*4e572d436f7270*" + aes, nt, "cracker-hash"},
			{"[*] base64(ticket.kirbi):\n      " + ticket, ticket, "kerberos-ticket"},
			{"root:" + pw + ":0:0:root:/root:/bin/bash", pw, "passwd-line-password"},
			{`SMB         10.20.30.41     445    FIN-WS07         [+] FIN-WS07\administrator:` + pw + ` (Pwn3d!)`, pw, "windows-account-password"},
			{"msf6 exploit(windows/smb/psexec) > set SMBPass " + emptyLMHash + ":" + nt, nt, winDumpID},
			{"$ hashcat -m 1000 dc01.ntds --username --show\n" + `northwind.local\m.kowalski:` + nt + ":" + pw, nt + "|" + pw, winDumpID},
			{"Press 'q' or Ctrl-C to abort, almost any other key for status\n" + pw + "      (k.brandt)     ", pw, winDumpID},
			{"Discovered credentials on rdp://10.50.3.15:3389 'administrator' '" + pw + "'", pw, "cracked-password"},
			{"[16:40:11] [INFO] cracked password '" + pw + "' for user 'ops'", pw, "cracked-password"},
			{"| user | ntlm |\n|---|---|\n| bob | " + nt + " |", nt, "column-secret"},
			{"Username   Domain     NTLM                              SHA1\n--------   ------     ----                              ----\n" +
				"j.osei     FABRIKAM   " + nt + "  " + aes[:40], nt, "column-secret"},
			{"host          service          public         private\n----          -------          ------         -------\n" +
				"10.20.30.60   1433/tcp (mssql) sa             " + pw, pw, "column-secret"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		"Guest:501:" + emptyLMHash + ":" + emptyNTHash + ":::", "deploy:x:1001:1001:Deploy User,,,:/home/deploy:/bin/bash",
		"daemon:*:1:1:daemon:/usr/sbin:/usr/sbin/nologin", `C:\Users\bob\file.txt:12:34`, "cur/text: (null)",
		"we are doing it the slow way and doIng it twice", "\t   rc4_hmac_nt       (null)",
		"host          service          public         private\n----          -------          ------         -------\n" +
			"10.20.30.41   445/tcp (smb)    Guest          " + emptyLMHash + ":" + emptyNTHash,
	} {
		wantNothing(t, s, text)
	}
}

// TestVendorKeysByShape: a key given alone to an SDK client's
// constructor, and a strongly random value of an environment variable
// named after a service; and what stays (ids, hashes, paths, publishable
// keys, Go's exported functions, names of ids and hosts).
func TestVendorKeysByShape(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(25))
	for range 3 {
		hx := randToken(r, tHex, 39) + "a"
		tok := randToken(r, tAlnum, 24) + "_" + randToken(r, tAlnum, 12)
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		for _, c := range []struct{ text, secret, rule string }{
			{`geocodio = Geocodio::Gem.new("` + hx + `")`, hx, clientKeyID},
			{`solver = TwoCaptcha("` + hx + `")`, hx, clientKeyID},
			{`What3WordsV3 w3w = new What3WordsV3("` + tok + `");`, tok, ""}, // generic-random-token's too
			{`mmt = ModernMT("` + uuid + `")`, uuid, clientKeyID},
			{`const kb = require("kickbox").client("live_` + hx + `").kickbox();`, "live_" + hx, clientKeyID},
			{"ASHBY=" + hx, hx, envRandomID},
			{"capsolver key: CAP-" + strings.ToUpper(hx[:32]), "CAP-" + strings.ToUpper(hx[:32]), "capsolver-api-key"},
			{`const VF = "VF.DM.` + hx[:24] + "." + tok[:15] + `7";`, "VF.DM." + hx[:24] + "." + tok[:15] + "7", "voiceflow-api-key"},
			{"MANYCHAT=573347211226454:" + hx[:32], "573347211226454:" + hx[:32], envRandomID},
			{"export NC_XC=" + tok, tok, ""},
			{"export NC_XC=" + hx[:34], hx[:34], envRandomID},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
		for _, text := range []string{
			`var g = new Guid("` + uuid + `");`, `id = ObjectId("` + hx[:24] + `")`, `h := Hash("` + hx + `")`, `print("` + hx + `")`,
			`NameSpaceDNS = Must(Parse("` + uuid + `"))`, `f, err := os.Open("testdata/issue6550.gz")`,
			`const stripe = Stripe("pk_live_51` + tok + tok + `");`, "GIT_COMMIT=" + hx, "BUILD_ID=" + tok, "HOSTNAME=runner-" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 8) + "-project-412-concurrent-0",
			"DEPLOYER_ADDRESS=0x" + hx, "RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups", "NEVERBOUNCE_WIDGET=public_" + hx[:32],
		} {
			wantNothing(t, s, text)
		}
	}
}

// TestVoiceForms: SIP digest HA1s and responses, RTMP stream keys, SIM
// PINs, FreeSWITCH's and sipsak's password flags, LoRaWAN key columns;
// and what stays (a checksum, an ingest URL with no key, a nonce).
func TestVoiceForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(27))
	for range 3 {
		h := randToken(r, tHex, 31) + "b"
		yt := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4) + "-" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 3) + "7-" +
			randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4) + "-" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4)
		pw := randToken(r, tAlnum, 18)
		for _, c := range []struct{ text, secret, rule string }{
			{"md5_cred=" + h, h, "sip-digest-secret"},
			{`Proxy-Authorization: Digest realm="trunkco", nonce="1777125953/e406c935", uri="sip:x@y", response="` + h + `", algorithm=MD5`, h, "sip-digest-secret"},
			{"    push rtmp://a.rtmp.youtube.com/live2/" + yt + ";", yt, "rtmp-stream-key"},
			{`AT+CPIN="` + randToken(r, "0123456789", 4) + `"`, "", "sim-pin"},
			{"$ fs_cli -H 10.4.0.12 -P 8021 -p " + pw + ` -x "sofia status"`, pw, "cli-password"},
			{"$ sipsak -U -C sip:7001@10.2.0.44 -s sip:7001@sip.example.net -a " + pw + " -vv", pw, "cli-password"},
			{"dev_eui,name,nwk_key\n15eca884c5819a44,trough-01," + h, h, "column-secret"},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if c.secret == "" && len(ms) == 1 { // the PIN: its digits
				c.secret = ms[0].Secret
			}
			shown := strings.ReplaceAll(c.text, c.secret, "<v>")
			if len(ms) != 1 || ms[0].Secret != c.secret || !strings.Contains(c.text, c.secret) {
				t.Errorf("%q: want one finding of the value, got %d", shown, len(ms))
			} else if ms[0].RuleID != c.rule {
				t.Errorf("%q: found by %s, want %s", shown, ms[0].RuleID, c.rule)
			}
		}
		for _, text := range []string{
			"sha1: " + h + "aaaaaaaa", "rtmp://live.example.com/app/stream", `WWW-Authenticate: Digest realm="x", nonce="` + h + `"`,
		} {
			wantNothing(t, s, text)
		}
	}
}
