package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestTwentiethSessionShapes: forms the operations and development
// batches of contexts missed: a password piped into kinit or smbpasswd
// -s, GRUB 2's PBKDF2 hash, keychain and code-signing passwords, Apple
// app-specific passwords, Steam logins and game-server tokens, extension
// marketplace tokens, Wi-Fi passwords in microcontroller code, Yarn's
// npmAuthIdent.
func TestTwentiethSessionShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2020))
	const upperHex = "0123456789ABCDEF"
	for range 3 {
		pw := "Badger" + randToken(r, tAlnum, 8) + "!"
		wantSecret(t, s, "$ echo '"+pw+"' | kinit svc_reports@EXAMPLE.LOCAL", pw)
		wantSecret(t, s, "echo \""+pw+"\" | smbpasswd -a -s scanner", pw)
		hash := "grub.pbkdf2.sha512.10000." + randToken(r, upperHex, 128) + "." + randToken(r, upperHex, 128)
		wantSecret(t, s, "set superusers=\"root\"\npassword_pbkdf2 root "+hash+"\n", hash)

		const lower = "abcdefghijklmnopqrstuvwxyz"
		asp := randToken(r, lower, 4) + "-" + randToken(r, lower, 4) + "-" + randToken(r, lower, 4) + "-" + randToken(r, lower, 4)
		tok := randToken(r, tAlnum, 32)
		gslt := strings.ToUpper(randToken(r, tHex, 32))
		seed := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
		for _, c := range []struct{ text, secret string }{
			{"+ security create-keychain -p " + pw + " build.keychain", pw},
			{"+ security unlock-keychain -p " + pw + " build.keychain", pw},
			{"+ security set-key-partition-list -S apple-tool:,apple: -s -k " + pw + " build.keychain", pw},
			{"+ security import certs/dist.p12 -k build.keychain -P " + pw + " -T /usr/bin/codesign", pw},
			{`signtool sign /f C:\build\acme.pfx /p ` + pw + ` /fd SHA256 dist\setup.exe`, pw},
			{"xcrun altool --upload-app -t ios -f build/App.ipa -u release@example.com -p " + asp, asp},
			{"APPLE_APP_SPECIFIC_PASSWORD=" + asp, asp},
			{"steamcmd +login buildbot " + pw + " +run_app_build app_build.vdf +quit", pw},
			{"./srcds_run -game csgo -console +map de_inferno +sv_setsteamaccount " + gslt + " -net_port_try 1", gslt},
			{"npx ovsx publish ext-1.0.0.vsix -p " + tok, tok},
			{"vsce publish --pat " + tok, tok},
			{`WiFi.begin("HomeNet", "` + pw + `");`, pw},
			{`wlan.connect("HomeNet", "` + pw + `")`, pw},
			{`  npmAuthIdent: "deploy:` + tok + `"`, tok},
			{`es = Elasticsearch(url, api_key=("` + randToken(r, tAlnum, 20) + `", "` + tok + `"))`, tok},
			{`es = Elasticsearch(url, basic_auth=("elastic", "` + pw + `"))`, pw},
			{`$ ykman oath accounts add --touch --issuer "Azure DevOps" dana@example.com ` + seed, seed},
			{`ArduinoOTA.setPasswordHash("` + randToken(r, tHex, 32) + `");`, ""},
		} {
			if c.secret == "" { // the secret is the call's quoted argument
				c.secret = c.text[strings.IndexByte(c.text, '"')+1 : strings.LastIndexByte(c.text, '"')]
			}
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"echo hello | kinit",
		"echo $KRB_PASSWORD | kinit svc@EXAMPLE.LOCAL",
		"smbpasswd -e scanner",
		"security find-identity -v -p codesigning build.keychain",
		"ykman oath accounts add --issuer GitHub octocat",
		"steamcmd +login anonymous +app_update 740 +quit",
		"WiFi.begin(ssid, password);",
		`npmAuthIdent: "${NPM_USER}:${NPM_PASS}"`,
		"signtool sign /sha1 " + strings.ToUpper(randToken(r, tHex, 40)) + " /fd SHA256 dist/app.exe",
		"password_pbkdf2 root grub.pbkdf2.sha512.10000.<salt>.<hash>",
		"see grub.pbkdf2.sha512 in the manual: " + strings.Repeat("x", 10),
	} {
		wantNothing(t, s, text)
	}
}

// TestCSVRowIsNoFold: in a key,value CSV file, the row after a secret's
// starts with a name of its own, not with the tail of the secret folded
// across the line break.
func TestCSVRowIsNoFold(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2021))
	for range 3 {
		pw := randToken(r, tAlnum, 14) + "9a"
		text := "key,value\ndb_password," + pw + "\napi_url,https://api.example.com\nlog_level,info\n"
		wantSecret(t, s, text, pw)
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if strings.Contains("api_url log_level", m.Secret) {
				t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
			}
		}
	}
}

// TestCSVPairs: the value of a CSV name/value table's row whose name says
// secret, and not the others.
func TestCSVPairs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2022))
	for range 3 {
		pw := "Tiger" + randToken(r, tAlnum, 8) + "_"
		mq := randToken(r, tAlnum, 12) + "~!" + randToken(r, tAlnum, 6)
		nvs := "key,type,encoding,value\ncreds,namespace,,\nwifi_ssid,data,string,FactoryFloor-5G\nwifi_pass,data,string," + pw +
			"\nmqtt_pass,data,string," + mq + "\ndevice_id,data,string,5e681aa6135c\n"
		wantSecret(t, s, nvs, pw)
		wantSecret(t, s, nvs, mq)
		ms, err := s.Detect(nvs)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.Secret != pw && m.Secret != mq {
				t.Errorf("reports %s %q", m.RuleID, m.Secret)
			}
		}
	}
	for _, text := range []string{
		"key,value\nwifi_pass,${WIFI_PASS}\nlog_level,debug\n",
		"name,value,slotSetting\napi_token,abc,false\n",
		"key,value\nwifi_ssid,FactoryFloor-5G\n",
	} {
		wantNothing(t, s, text)
	}
}

// TestLocalizedParenQualifier: a localized label may carry a
// parenthesis saying which credential it is before its separator.
func TestLocalizedParenQualifier(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2023))
	for range 3 {
		pw := randToken(r, tAlnum, 12) + "%_!" + randToken(r, tAlnum, 6)
		wantSecret(t, s, "VPN-Kennwort (anderes als Windows!): "+pw, pw)
		wantSecret(t, s, "contraseña (servidor de pruebas): "+pw, pw)
	}
	wantNothing(t, s, "Passwort (siehe Tresor)")
}

// TestEmptyEnvLineIsNoFold: a variable left empty on the next line of an
// env file is not the tail of the value before it.
func TestEmptyEnvLineIsNoFold(t *testing.T) {
	s := testSet(t)
	text := "PINECONE_API_KEY=your-pinecone-key\nGROQ_API_KEY=\n"
	wantNothing(t, s, text)
}

// TestLocalizedLabels: labels and values the intl/ batch of contexts
// showed missed.
func TestLocalizedLabels(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2024))
	for range 3 {
		pw := "Pejsek" + randToken(r, "0123456789", 3) + "$"
		strong := randToken(r, tAlnum, 10) + "%!" + randToken(r, tAlnum, 6)
		for _, c := range []struct{ text, secret string }{
			{"server = 10.0.0.5\nheslo = " + pw + "\n", pw},
			{"mot_de_passe = " + pw + "\n", pw},
			{"  Kullanıcı adı: emre\n  Parola: " + strong + "\n", strong},
			{"ACİL!! Canlı veritabanı ŞİFRESİ: " + strong + " — sadece okuma", strong},
			{"    Schlüsselinhalt        : " + strong + "\n", strong},
			// netsh's Key Content in Turkish (a dotted capital İ) and in
			// Traditional Chinese, digits alone
			{"    Güvenlik anahtarı      : Var\n    Anahtar İçeriği        : " + strong + "\n", strong},
			{"    安全性金鑰             : 存在\n    金鑰內容               : 3553717596" + pw[6:9] + "2820714\n", "3553717596" + pw[6:9] + "2820714"},
			{"服务器密码" + strong + "，端口22", strong},
			{"  haslo: " + strong + "\n", strong},
			{"DB_MAT_KHAU=" + pw + "\n", pw},
			{"heslo = *" + strong + "\n", "*" + strong},
			{"3. Contraseña:\n   " + strong + "\n4. Usuario: admin", strong},
			{"user: Hoi! Het wachtwoord van de acceptatie-database is " + strong + ", gebruiker acc_app.", strong},
			{"Le mot de passe de la base de recette est : " + strong + " (utilisateur recette_rw)", strong},
			{"Пароль від бази на стейджі: " + strong + ", користувач stage_app.", strong},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"la parola chiave è importante",
		"密码错误，请重试",
		"修改密码API接口",
		"das Passwort für die neue Datenbank auf dem Server ist abgelaufen",
		"Пароль: ********",
		"Passwort: *ptr",
		"Passwort:\ndas ist geheim",
		// '=' wants its value on its line: an env file's next line is its own
		"heslo =\n" + randToken(r, tAlnum, 12),
	} {
		wantNothing(t, s, text)
	}
}

// TestLocalizedColumnHeaders: a table whose header names the password
// column in another script, in Markdown, TSV and CSV.
func TestLocalizedColumnHeaders(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2025))
	for range 3 {
		pw := randToken(r, tAlnum, 10) + "-" + randToken(r, tAlnum, 6)
		for _, text := range []string{
			"| 구분 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|\n| 운영 DB | prod-db.example.kr | admin | " + pw + " |\n",
			"| Service | Host | Login | Пароль |\n|---|---|---|---|\n| GitLab | https://git.example.ru | root | " + pw + " |\n",
			"システム\tURL\tID\tパスワード\t備考\n勤怠管理\thttps://kintai.example.co.jp\tadmin\t" + pw + "\t総務管理\n",
			"Sistem,Kullanıcı,Şifre,Not\nMuhasebe,logo_admin," + pw + ",sadece muhasebe\n",
		} {
			wantSecret(t, s, text, pw)
		}
	}
	wantNothing(t, s, "システム\tURL\t備考\n勤怠管理\thttps://kintai.example.co.jp\t総務管理\n")
}

// TestURLPathSecret: a credential as a URL path segment named for it.
func TestURLPathSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2026))
	for range 3 {
		hexTok := strings.ToUpper(randToken(r, tHex, 22)) + "A1"
		tok := randToken(r, tAlnum, 30) + "a1"
		wantSecret(t, s, `curl -X POST "https://api.example.io/instances/`+strings.ToUpper(randToken(r, tHex, 32))+`/token/`+hexTok+`/send-text"`, hexTok)
		wantSecret(t, s, "https://api.example.com/access_token/"+tok, tok)
	}
	for _, text := range []string{
		"GET https://api.example.com/v1/token/refresh",
		"https://docs.example.com/api/token/create-a-token",
		"https://x.io/apikey/${API_KEY}/items",
		"see /token/" + strings.ToUpper(randToken(r, tHex, 24)) + " in the logs",
	} {
		wantNothing(t, s, text)
	}
}

// TestRecoveryCodeLists: recovery codes of random lower-case groups in a
// list of four or more, and a list in one line (an API's JSON, a
// table's array column).
func TestRecoveryCodeLists(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2027))
	const lowNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	for range 3 {
		var codes []string
		for range 5 {
			codes = append(codes, randToken(r, lowNum, 4)+"1-"+randToken(r, lowNum, 5))
		}
		text := "Acme account recovery codes (each works once)\n" + strings.Join(codes, "\n") + "\nGenerated 2024-06-12. Keep them safe.\n"
		for _, c := range codes {
			wantSecret(t, s, text, c)
		}
		var nums []string
		for range 4 {
			nums = append(nums, randToken(r, "0123456789", 8))
		}
		api := "POST /api/v1/me/mfa/backup-codes -> 201\n{\"codes\":[\"" + strings.Join(nums, "\",\"") + "\"],\"remaining\":10}"
		for _, c := range nums {
			wantSecret(t, s, api, c)
		}
		h1, h2 := randToken(r, tHex, 10), randToken(r, tHex, 10)
		row := " id | email | otp_backup_codes\n----+-------+------\n 12 | ana@example.com | {" + h1 + "," + h2 + "}\n"
		wantSecret(t, s, row, h1)
		wantSecret(t, s, row, h2)
	}
	wantNothing(t, s, "backup codes: see [\"docs\", \"faq\"]")
}

// TestNegotiateAndNTLMHeaders: a SPNEGO token and NTLM's authenticate
// message are credentials; NTLM's negotiate message is not.
func TestNegotiateAndNTLMHeaders(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2028))
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for range 3 {
		spnego := "YII" + randToken(r, b64, 120)
		ntlm3 := "TlRMTVNTUAADAAAA" + randToken(r, b64, 80)
		wantSecret(t, s, "> Authorization: Negotiate "+spnego, spnego)
		wantSecret(t, s, "Authorization: NTLM "+ntlm3, ntlm3)
	}
	// NTLM's first message (negotiate): a signature, a type and flags
	negotiate := base64.StdEncoding.EncodeToString(append([]byte("NTLMSSP\x00\x01\x00\x00\x00"), 0x07, 0x82, 0x08, 0xa2))
	wantNothing(t, s, "Authorization: NTLM "+negotiate)
	wantNothing(t, s, "WWW-Authenticate: Negotiate")
}

// TestSecretList: every element of a list a secret's name holds.
func TestSecretList(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2029))
	for range 3 {
		a, b := randToken(r, tHex, 64), randToken(r, tHex, 64)
		text := "app.use(session({\n  name: \"sid\",\n  secret: [\"" + a + "\", \"" + b + "\"], // newest first\n}))"
		wantSecret(t, s, text, a)
		wantSecret(t, s, text, b)
	}
	for _, text := range []string{
		`tokens: ["a", "b"]`,
		`secrets: ["db", "api"]`,
		`allowed_tokens = ["read", "write"]`,
	} {
		wantNothing(t, s, text)
	}
}

// TestKubectlFlagsBeforeGet: kubectl's global flags may come before get
// secret; the decoded value printed after it is the secret.
func TestKubectlFlagsBeforeGet(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2030))
	for range 3 {
		pw := randToken(r, tAlnum, 16)
		wantSecret(t, s, `$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d`+"\n"+pw+"\n$ ls\n", pw)
		wantSecret(t, s, "$ kubectl --context prod -n app get secret db -o jsonpath='{.data.password}' | base64 -d\n"+pw+"\n", pw)
	}
	wantNothing(t, s, "$ kubectl -n argocd get secrets\nNAME   TYPE   DATA   AGE\n")
}

// TestOneTimeLinksPepperPocketBase: a one-time link's token (after a
// user's id and a time too: drush uli), a password pepper, PocketBase's
// superuser password.
func TestOneTimeLinksPepperPocketBase(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2031))
	for range 3 {
		tok := randToken(r, tHex, 64)
		dj := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 6) + "-" + randToken(r, tHex, 32)
		pw := "Violet" + randToken(r, tAlnum, 8) + "%"
		b64u := randToken(r, tAlnum+"-_", 43)
		low32 := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32)
		for _, c := range []struct{ text, secret string }{
			{"Reset Password: http://shop.test/reset-password/" + tok + "?email=dev%40shop.test", tok},
			{"http://localhost:8000/accounts/reset/M0/" + dj + "/", dj},
			// drush uli: Drupal's /user/reset/<uid>/<timestamp>/<hash>;
			// Phabricator's bin/auth recover
			{"https://www.example.org/user/reset/1/17334" + digitsN(r, 5) + "/" + b64u + "/login", b64u},
			{"    https://phab.example.com/login/once/recover/1/" + low32 + "/", low32},
			{`  config.pepper = "` + tok + `"`, tok},
			{"$ ./pocketbase superuser upsert admin@example.com '" + pw + "'", pw},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"https://example.com/reset-password/",
		"https://docs.example.com/password/reset/how-to-reset",
		"https://docs.example.org/admin/recover/1/getting-started-guide/",
		"https://example.org/user/reset/1/1733479191/",
		`pepper = "black"`,
		"chili_pepper: 3",
	} {
		wantNothing(t, s, text)
	}
}

// TestMarkupLineBreaks: text on either side of <br> or a block's end is
// not one word in the view without tags.
func TestMarkupLineBreaks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2032))
	for range 3 {
		pw := "Orbit" + randToken(r, tAlnum, 8) + "_"
		wantSecret(t, s, `<div class="text">Пароль від адмінки сайту: <code>`+pw+`</code><br>логін той самий</div>`, pw)
	}
}
