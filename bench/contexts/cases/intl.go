package cases

import (
	"fmt"
	"strings"
)

// intlCases adds credentials in the sessions of developers who do not
// work in English: German, French, Spanish, Brazilian Portuguese,
// Italian, Dutch, Polish, Czech, Turkish, Russian, Ukrainian, Chinese
// (simplified, and traditional as written in Taiwan and Hong Kong),
// Japanese, Korean, Vietnamese, Indonesian, Hindi and Hinglish, Arabic,
// Hebrew and Persian. For each there are chat messages that hand the
// agent a credential in the language's own words ("mein Passwort ist",
// "la contraseña es", "密码是：", "パスワードは「…」です", "비밀번호는 …
// 입니다", "hasło to", "şifre:", "كلمة المرور هي"), with full-width
// punctuation, French non-breaking spaces before the colon, right-to-left
// text and direction marks around an ASCII secret, and passwords typed on
// the wrong keyboard layout ("gfhjkm", "dkssud"); config files with
// comments and sometimes keys in the language (passwort, kennwort,
// contraseña, mot_de_passe, senha, wachtwoord, hasło, heslo, şifre,
// пароль, 密码, 密碼, パスワード, 비밀번호); tool output in localized
// locales (psql, git, sudo, Windows net use, cmdkey, net user and netsh
// wlan show profile key=clear in German, French, Spanish, Russian,
// Chinese and Japanese); e-mails and tickets handing over access
// (Zugangsdaten, identifiants, credenciales, credenciais, アカウント情報,
// 账号信息, доступы); and the local clouds and vendors: Alibaba Cloud,
// Tencent Cloud, Huawei Cloud, Baidu, Qiniu, WeChat and WeChat Pay,
// WeCom, DingTalk and Feishu bots, Alipay, Gitee, Yandex Cloud (OAuth,
// IAM, static and API keys), VK, Telegram, YooKassa, T-Bank, DaData, 1C
// and Bitrix24, LiqPay, monobank, Nova Poshta, Naver, Kakao, Toss
// Payments, PortOne, LINE, Chatwork, Backlog, PAY.JP, ECPay, PagSeguro,
// Mercado Pago, Efí, Z-API, Razorpay, Paytm, MSG91, Textlocal, Cashfree,
// Mollie, MessageBird, Buckaroo, Klarna, Adyen, Redsys, Holded, Nexi,
// Przelewy24, PayU, InPost, Fio banka, Comgate, iyzico, PayTR, Netgsm,
// OVHcloud, Scaleway, Free Mobile, Hetzner, sevDesk, VNPay, MoMo, Zalo,
// Midtrans, Xendit, Fonnte, Moyasar, Tap, Unifonic, Cardcom, Green
// Invoice, Zarinpal, Kavenegar and ArvanCloud, each in its documented
// format where it has one; and the credential sheets teams keep in their
// own language (アカウント一覧 TSVs, 交接文档, wiki tables of доступы,
// KeePass CSV exports with German headers, planilhas de acessos).
//
// Benign are the localized words that follow a password word in prose
// ("das Passwort ist abgelaufen", "la contraseña es incorrecta", "密码错误",
// "パスワードが違います", "пароль неверный"), translation files and
// gettext catalogs whose keys say password, placeholders in the language
// ("<Ihr Passwort>", "你的密码", "＊＊＊＊"), ${VAR} references and masked
// values; hashes, versions, dates in local formats and digits (Arabic-
// Indic, Persian, Devanagari, the Minguo calendar), order and ticket
// numbers; and identifiers that are public by design: the WeChat AppID
// and WeCom corpid (printed in every mini-program share link and JS-SDK
// page), Feishu cli_ app ids, Alipay app ids and Alipay's public key,
// publishable and client keys (Razorpay key_id, Paytm MID, Midtrans,
// Toss, Moyasar, PAY.JP, Xendit and Mercado Pago public keys, Adyen
// client keys, the Kakao JavaScript key, Naver's client id, LiqPay's
// public_key), merchant and terminal numbers, Yandex folder and cloud
// ids, Mollie profile ids. Company tax and register numbers (VAT ids,
// SIREN, CNPJ, NIP, IČO, GSTIN, 統一編號, ИНН of a company) and IBANs or
// SEPA creditor ids printed on invoices are benign too: they are public
// by law or by business practice and grant no access, and a secrets
// redactor that ate them would break the invoices and tickets developers
// ask about. Personal data that is not a credential (a CPF used as a PIX
// key, a phone number, a codice fiscale, an Israeli ID number) is left
// out of both lists: removing it is a privacy policy, not secret
// detection. A random PIX key (chave aleatória) is benign: it exists to
// be shared with payers. Both halves of a signing pair are secrets
// (AccessKey ID and secret, as for AWS elsewhere in the corpus), except
// where the vendor documents the id as public. Guillemets cannot appear
// in a case text (add reads « as a placeholder), so localized messages
// that print them (PostgreSQL in French, Spanish and Russian, German
// »…«) are written with “…” or „…“. The case names start with "intl/".
func (g *G) intlCases() {
	g.intlGerman()
	g.intlFrench()
	g.intlSpanish()
	g.intlPortuguese()
	g.intlItalian()
	g.intlDutch()
	g.intlPolish()
	g.intlCzech()
	g.intlTurkish()
	g.intlRussian()
	g.intlUkrainian()
	g.intlChinese()
	g.intlChineseTraditional()
	g.intlJapanese()
	g.intlKorean()
	g.intlVietnamese()
	g.intlIndonesian()
	g.intlHindi()
	g.intlArabic()
	g.intlHebrew()
	g.intlPersian()
	g.intlCrossLanguage()
	g.intlSheets()
}

// ---- helpers used only here ----

// intlWords are words people of each language build passwords from,
// transliterated to ASCII as they are typed; "gfhjkm" is "пароль" and
// "dkssud" is "안녕" typed with the wrong keyboard layout.
var intlWords = map[string][]string{
	"de": strings.Fields("Sonnenschein Kaffee Zugspitze Hamburg Schatzi Fussball Brezel Wolke Sommer Apfelbaum Bayern Schalke"),
	"fr": strings.Fields("Soleil Baguette Chocolat Papillon Marseille Fromage Bonjour Etoile Printemps Loulou Doudou Bretagne"),
	"es": strings.Fields("Mariposa Tortuga Guitarra Sevilla Corazon Palmera Verano Naranja Estrella Barcelona Pikachu Tequila"),
	"pt": strings.Fields("Saudade Flamengo Palmeiras Feijoada Girassol Cachorro Brasil Sorvete Praia Amizade Corinthians Mengao"),
	"it": strings.Fields("Girasole Farfalla Juventus Mare Pizza Tesoro Stella Primavera Napoli Cavallo Forzainter Amore"),
	"nl": strings.Fields("Fietsen Tulpen Kaas Ajax Hagelslag Molen Zomer Stroopwafel Konijn Gracht Feyenoord Oranje"),
	"pl": strings.Fields("Kotek Slonce Biedronka Legia Krakow Wiosna Pierogi Zabka Malina Niebo Misiaczek Kochanie"),
	"cs": strings.Fields("Kocka Pivo Sparta Slunicko Praha Jahoda Leto Medvidek Hvezda Kytka Slavia Pejsek"),
	"tr": strings.Fields("Galatasaray Fenerbahce Istanbul Sevgi Bulut Deniz Kedicik Yildiz Simit Lale Besiktas Trabzon"),
	"ru": strings.Fields("gfhjkm Solnyshko Zenit Moskva Privet Kotik Spartak Rossiya Natasha Medved Lyubov Piter"),
	"uk": strings.Fields("Kyiv Sonechko Kalyna Dnipro Vyshyvanka Lviv Kotyk Zirka Svitanok Kozak Odesa Slava"),
	"zh": strings.Fields("woaini zhangwei wangfang Beijing xiaoming huanghe tianya liuyang Shanghai xingfu aiqing laopo"),
	"ja": strings.Fields("sakura tanaka Tokyo hikari doraemon yamada sorairo Osaka momiji kirin pikachu Fujisan"),
	"ko": strings.Fields("saranghae dkssud Seoul haneul minsu jiyoung tjdnf kimchi Busan byeol tkfkdgo gomdori"),
	"vi": strings.Fields("Hanoi Saigon anhyeuem matkhau Nguyen hoalan Danang Phuong bautroi Hoangsa emyeuanh Trang"),
	"id": strings.Fields("Jakarta Merdeka sayang Bandung rahasia Garuda nasigoreng Surabaya Bintang Indah Persib Bismillah"),
	"hi": strings.Fields("Bharat Ganesh Mumbai Krishna jaimatadi Pyaar Dilli Shubh Ishaan Hanuman Cricket Radhe"),
	"ar": strings.Fields("Habibi Riyadh Cairo Noor Alhilal Amal Dubai Sultan Yasmin Qamar Alahly Bismillah"),
	"he": strings.Fields("Shalom Tzofit Haifa Ahava Eilat Yarden Maccabi Hapoel Tapuz Yerushalaim Kinneret Shemesh"),
	"fa": strings.Fields("Tehran Azadi Golnar Shiraz Esfahan Parvaneh Khorshid Mahtab Darya Persepolis Esteghlal Baran"),
}

// intlPw is a human password built from a word of language lang.
func (g *G) intlPw(lang string) string {
	w := intlWords[lang]
	if w == nil {
		panic("intlPw: no words for " + lang)
	}
	return g.pick(w...) + g.pick("", "_", ".", "@", "") + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "?", "*", "$", "")
}

// intlRandPw is a generated password as a password manager or an admin
// hands it out.
func (g *G) intlRandPw() string { return g.s(alAlnum+"!#%*+-.=?@_", 14+g.r.IntN(7)) }

// Chinese clouds and platforms.
func (g *G) inAliID() string       { return "LTAI5t" + g.an(18) }
func (g *G) inAliSecret() string   { return g.an(30) }
func (g *G) inTcID() string        { return "AKID" + g.an(32) }
func (g *G) inTcKey() string       { return g.an(32) }
func (g *G) inHwAK() string        { return g.s(alUpNum, 20) }
func (g *G) inHwSK() string        { return g.an(40) }
func (g *G) inWxAppID() string     { return "wx" + g.hex(16) }
func (g *G) inWxSecret() string    { return g.hex(32) }
func (g *G) inFeishuApp() string   { return "cli_a" + g.hex(15) }
func (g *G) inDingSign() string    { return "SEC" + g.hex(64) }
func (g *G) inQiniu() string       { return g.b64u(40) }
func (g *G) inAlipayApp() string   { return "2021" + g.s(alDigit, 12) }
func (g *G) inWxToken() string     { return g.digits(2) + "_" + g.b64u(134) }
func (g *G) inFeishuToken() string { return "t-g" + g.s(alHex, 4) + g.an(36) }

// inRSAKeyBody is an unarmored PKCS#8 RSA private key as Alipay's key
// tool writes it, one line of base64.
func (g *G) inRSAKeyBody() string {
	return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + g.s(alB64, 1570) + "=="
}

// inRSAPubBody is an unarmored RSA public key (SubjectPublicKeyInfo).
func (g *G) inRSAPubBody() string {
	return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 342) + "IDAQAB"
}

// Yandex Cloud and Russian services.
func (g *G) inYcKeyID() string       { return "YCAJE" + g.b64u(20) }
func (g *G) inYcSecret() string      { return "YCM" + g.b64u(37) }
func (g *G) inYcAPIKey() string      { return "AQVN" + g.b64u(36) }
func (g *G) inYcIAM() string         { return "t1.9euelZ" + g.b64u(140) + "." + g.b64u(86) }
func (g *G) inYaOAuth() string       { return "y0_AgAAAAA" + g.b64u(48) }
func (g *G) inYcObj(p string) string { return p + g.s(alLowNum, 17) }
func (g *G) inVK() string            { return "vk1.a." + g.b64u(214) }
func (g *G) inBitrix() string        { return g.s(alLowNum, 16) }

// Payment and messaging vendors.
func (g *G) inMPToken(prefix string) string {
	return prefix + "-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)
}
func (g *G) inMPPublic(prefix string) string { return prefix + "-" + g.uuid() }
func (g *G) inRzpID(mode string) string      { return "rzp_" + mode + "_" + g.an(14) }
func (g *G) inMSG91() string                 { return g.digits(6) + "A" + g.an(17) }
func (g *G) inMollie(mode string) string     { return mode + "_" + g.an(30) }
func (g *G) inAdyen() string {
	return "AQE" + g.s(alB64, 86) + "==-" + g.b64(32) + "-" + g.s(alAlnum+"[]<>%+;(", 16)
}
func (g *G) inLineToken() string         { return g.s(alB64, 171) + "=" }
func (g *G) inTossSK(mode string) string { return mode + "_sk_" + g.an(28) }
func (g *G) inTossCK(mode string) string { return mode + "_ck_" + g.an(28) }

// inCNPJ is a Brazilian company register number, formatted.
func (g *G) inCNPJ() string {
	d := g.s(alDigit, 8)
	return d[:2] + "." + d[2:5] + "." + d[5:] + "/0001-" + g.s(alDigit, 2)
}

// inCPF is a Brazilian personal taxpayer number, formatted.
func (g *G) inCPF() string {
	d := g.s(alDigit, 11)
	return d[:3] + "." + d[3:6] + "." + d[6:9] + "-" + d[9:]
}

// inLocalDigits writes an ASCII digit string in another script's digits.
func inLocalDigits(s string, zero rune) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(zero + (r - '0'))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// inDate is a random day of 2024 as day, month.
func (g *G) inDate() (int, int) { return 1 + g.r.IntN(28), 1 + g.r.IntN(12) }

// ---- German ----

func (g *G) intlGerman() {
	g.add("intl/de-chat-mein-passwort-ist", `
user: Hi, kannst du bitte die Migration gegen Staging laufen lassen? Der DB-User ist «=u», mein Passwort ist «a» (bitte nicht ins Repo committen, ich ändere es danach). Host: pg-staging.intern.muster-gmbh.de
`, V{"=u": "mmueller", "a": g.intlPw("de")}, "pg-staging.intern.muster-gmbh.de", "bitte nicht ins Repo committen")

	g.add("intl/de-env-kommentare-hetzner-mollie", `
$ cat .env
# Zugangsdaten Produktionsdatenbank – NICHT einchecken!
DB_HOST=db01.rz-fsn1.local
DB_BENUTZER=webshop
DB_PASSWORT=«a»
# Hetzner Cloud API-Token (Projekt „Webshop“, Lesen & Schreiben)
HCLOUD_TOKEN=«b»
# Mollie: Live-Schlüssel erst nach Freigabe durch die Buchhaltung verwenden
MOLLIE_API_KEY=«c»
MOLLIE_PROFILE_ID=pfl_«_p»
`, V{"a": g.pwStrong(), "b": g.an(64), "c": g.inMollie("live"), "_p": g.an(10)}, "DB_HOST=db01.rz-fsn1.local", "Projekt „Webshop“, Lesen & Schreiben")

	g.add("intl/de-yaml-deutsche-schluessel", `
# konfiguration.yaml – Lagerverwaltung
datenbank:
  rechner: 10.20.0.15
  anschluss: 5432
  benutzername: lager
  passwort: "«a»"
e_mail:
  server: mail.muster-gmbh.de
  absender: lager@muster-gmbh.de
  kennwort: «b»
protokoll:
  stufe: info   # debug nur bei Fehlersuche
`, V{"a": g.intlRandPw(), "b": g.intlPw("de")}, "absender: lager@muster-gmbh.de", "debug nur bei Fehlersuche")

	g.add("intl/de-psql-fehler-pgpassword", `
$ PGPASSWORD='«a»' psql -h db-report.intern -U report -d auswertung
psql: Fehler: Verbindung zum Server auf „db-report.intern“ (10.20.0.31), Port 5432 fehlgeschlagen: FATAL:  Passwort-Authentifizierung für Benutzer „report“ fehlgeschlagen
$ echo $LANG
de_DE.UTF-8
`, V{"a": g.intlPw("de")}, "Passwort-Authentifizierung für Benutzer „report“ fehlgeschlagen", "de_DE.UTF-8")

	d, m := g.inDate()
	g.add("intl/de-email-zugangsdaten-sftp", `
Von: IT-Service <it@muster-gmbh.de>
Datum: «_d»
Betreff: Ihre Zugangsdaten für den SFTP-Server

Sehr geehrte Frau Schneider,

anbei Ihre Zugangsdaten:

  Server:       sftp.muster-gmbh.de (Port 2222)
  Benutzername: «=u»
  Passwort:     «a»

Bitte ändern Sie das Passwort nach der ersten Anmeldung.

Mit freundlichen Grüßen
Ihr IT-Service
`, V{"_d": fmt.Sprintf("%02d.%02d.2024, 09:14", d, m), "=u": "partner-schneider", "a": g.intlRandPw()},
		"Bitte ändern Sie das Passwort nach der ersten Anmeldung.", "sftp.muster-gmbh.de (Port 2222)")

	g.add("intl/de-windows-net-use", `
PS C:\Users\mmueller> net use Z: \\fs01\Projekte /user:MUSTER\mmueller «a» /persistent:yes
Der Befehl wurde erfolgreich ausgeführt.

PS C:\Users\mmueller> net use
Neue Verbindungen werden gespeichert.

Status       Lokal     Remote                    Netzwerk
-------------------------------------------------------------------------------
OK           Z:        \\fs01\Projekte           Microsoft Windows Network
Der Befehl wurde erfolgreich ausgeführt.
`, V{"a": g.intlPw("de")}, "Der Befehl wurde erfolgreich ausgeführt.", `\\fs01\Projekte`)

	g.add("intl/de-netsh-wlan-schluesselinhalt", `
C:\> netsh wlan show profile name="Buero-5G" key=clear

Profil "Buero-5G" auf Schnittstelle "WLAN":
=======================================================================

Sicherheitseinstellungen
------------------------
    Authentifizierung      : WPA2-Personal
    Verschlüsselung        : CCMP
    Sicherheitsschlüssel   : Vorhanden
    Schlüsselinhalt        : «a»
`, V{"a": g.intlPw("de")}, "Sicherheitsschlüssel   : Vorhanden", "Authentifizierung      : WPA2-Personal")

	g.add("intl/de-ticket-deploy-token", `
[INFRA-«_t»] Deploy-Token für das Helm-Repo abgelaufen?

Beschreibung:
Seit heute früh schlägt die Pipeline fehl (401). Im Runner ist noch der alte Deploy-Token hinterlegt:
  CI_REGISTRY_TOKEN=«a»
Kann jemand einen neuen erzeugen und in den CI/CD-Variablen (maskiert!) eintragen?
Priorität: Hoch · Komponente: Build · Erstellt: «_d»
`, V{"_t": g.digits(4), "a": "gldt-" + g.b64u(20), "_d": fmt.Sprintf("%02d.%02d.2024", d, m)}, "Priorität: Hoch · Komponente: Build")

	g.add("intl/de-chat-wlan-umlaut-passwort", `
user: Das WLAN-Passwort im Büro ist jetzt «a» – kannst du das in die ESPHome-Konfiguration vom Sensor im Lager eintragen? SSID bleibt «=s».
`, V{"a": g.pick("Bärchen", "Käsekuchen", "Grüßgott", "Frühling", "Schnüffel") + g.s(alDigit, 4) + "!", "=s": "Muster-Lager"}, "ESPHome-Konfiguration vom Sensor im Lager")

	g.add("intl/de-sshpass-kommentar", `
#!/bin/bash
# Backup auf die Storage Box schieben (Hetzner). Passwort steht leider noch hier,
# TODO: auf SSH-Schlüssel umstellen!
sshpass -p '«a»' rsync -az -e 'ssh -p 23' /var/backups/ «=u»@«=u».your-storagebox.de:backups/
`, V{"a": g.intlRandPw(), "=u": "u" + g.s(alDigit, 6)}, "TODO: auf SSH-Schlüssel umstellen!")

	g.add("intl/de-rechnung-sevdesk-skript", `
# rechnungen_export.py – exportiert offene Rechnungen aus sevDesk
SEVDESK_TOKEN = "«a»"  # API-Token aus Einstellungen > Benutzer
GLAEUBIGER_ID = "«_c»"  # Gläubiger-Identifikationsnummer (SEPA)
UST_ID = "«_v»"
IBAN_BEISPIEL = "DE89 3704 0044 0532 0130 00"
`, V{"a": g.hex(32), "_c": "DE" + g.s(alDigit, 2) + "ZZZ0" + g.s(alDigit, 10), "_v": "DE" + g.digits(9)}, "DE89 3704 0044 0532 0130 00")

	g.add("intl/de-benign-passwort-abgelaufen", `
user: Beim Login auf dem Testsystem kommt „Das Passwort ist abgelaufen“. Laut Richtlinie muss das Kennwort mindestens 12 Zeichen lang sein. Wo setze ich das zurück? In der Doku steht nur:

    psql -U admin -W
    Passwort für Benutzer admin: <Ihr Passwort>

Bestellnummer «_o», Ticket #«_t», Version 3.14.2 vom «_d».
`, V{"_o": g.digits(10), "_t": g.digits(5), "_d": fmt.Sprintf("%02d.%02d.2024", d, m)},
		"Das Passwort ist abgelaufen", "das Kennwort mindestens 12 Zeichen lang sein", "<Ihr Passwort>", "Version 3.14.2")
}

// ---- French ----

func (g *G) intlFrench() {
	g.add("intl/fr-chat-espaces-insecables", "\n"+
		"user: Salut\u00a0! Le mot de passe de la base de recette est\u00a0: «a» (utilisateur “recette_rw”). Tu peux lancer les migrations Doctrine\u00a0? Merci d'avance.\n",
		V{"a": g.intlPw("fr")}, "les migrations Doctrine")

	g.add("intl/fr-env-ovh-commentaires", `
# Identifiants OVHcloud (API) – générés sur https://eu.api.ovh.com/createToken/
# Ne pas versionner ce fichier !
OVH_ENDPOINT=ovh-eu
OVH_APPLICATION_KEY=«_ak»
OVH_APPLICATION_SECRET=«a»
OVH_CONSUMER_KEY=«b»
`, V{"_ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "OVH_ENDPOINT=ovh-eu", "Ne pas versionner ce fichier !")

	g.add("intl/fr-ini-mot-de-passe", `
; parametres.ini – connexion à la base de facturation
[base_de_donnees]
hote = 192.168.10.24
utilisateur = facturation
mot_de_passe = «a»
nom_base = factu_prod

[messagerie]
serveur_smtp = smtp.entreprise-exemple.fr
identifiant = no-reply@entreprise-exemple.fr
mot_de_passe = «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("fr")}, "nom_base = factu_prod", "serveur_smtp = smtp.entreprise-exemple.fr")

	g.add("intl/fr-psql-erreur-authentification", `
$ psql "postgresql://compta:«a»@pg-compta.local:5432/compta"
psql: erreur : la connexion au serveur sur “pg-compta.local” (10.1.2.40), port 5432 a échoué : FATAL:  authentification par mot de passe échouée pour l'utilisateur  “compta”
`, V{"a": g.pwURL()}, "authentification par mot de passe échouée pour l'utilisateur  “compta”")

	g.add("intl/fr-mail-identifiants-provisoires", `
Objet : Vos identifiants d'accès à l'extranet

Bonjour Monsieur Martin,

Voici vos identifiants :
 - Identifiant : jmartin
 - Mot de passe provisoire : «a»

Pour des raisons de sécurité, vous devrez changer votre mot de passe lors de la première connexion.

Cordialement,
Le support informatique
`, V{"a": g.intlRandPw()}, "vous devrez changer votre mot de passe lors de la première connexion", "Identifiant : jmartin")

	g.add("intl/fr-windows-cmdkey", `
C:\Users\jdupont> cmdkey /add:srv-fichiers /user:ENTREPRISE\jdupont /pass:«a»

CMDKEY: Les informations d'identification ont été ajoutées.

C:\Users\jdupont> cmdkey /list
Informations d'identification actuellement stockées :

    Cible : Domain:target=srv-fichiers
    Type : Mot de passe du domaine
    Utilisateur : ENTREPRISE\jdupont
`, V{"a": g.intlPw("fr")}, "Type : Mot de passe du domaine", "Cible : Domain:target=srv-fichiers")

	g.add("intl/fr-netsh-contenu-de-la-cle", `
C:\> netsh wlan show profile "Livebox-A3F2" key=clear

Paramètres de sécurité
-----------------------
    Authentification        : WPA2 - Personnel
    Chiffrement             : CCMP
    Clé de sécurité         : Présent
    Contenu de la clé       : «a»
`, V{"a": g.s(alUpNum, 26)}, "Clé de sécurité         : Présent", "Chiffrement             : CCMP")

	g.add("intl/fr-scaleway-config-yaml", `
# ~/.config/scw/config.yaml – profil par défaut (compte perso, ne pas partager)
access_key: «a»
secret_key: «b»
default_organization_id: «_o»
default_project_id: «_o»
default_region: fr-par
default_zone: fr-par-1
`, V{"a": "SCW" + g.s(alUpNum, 17), "b": g.uuid(), "_o": g.uuid()}, "default_zone: fr-par-1")

	g.add("intl/fr-free-mobile-sms-api", `
# Notification SMS quand la sauvegarde est terminée (API Free Mobile)
curl -s "https://smsapi.free-mobile.fr/sendmsg?user=«_u»&pass=«a»&msg=Sauvegarde%20termin%C3%A9e%20avec%20succ%C3%A8s"
`, V{"_u": g.digits(8), "a": g.an(14)}, "Sauvegarde%20termin%C3%A9e%20avec%20succ%C3%A8s")

	g.add("intl/fr-ticket-glpi-jeton", `
Ticket GLPI n° «_t» – Intégration Sellsy en erreur

Bonjour, depuis la mise à jour 2.3.0 la synchro renvoie “Jeton invalide”. Voici le jeton d'API que j'utilise (copié depuis Paramètres > API) :
    «a»
Statut : En cours · Urgence : Haute · Ouvert le «_d»
`, V{"_t": g.digits(7), "a": g.hex(40), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12))}, "“Jeton invalide”", "Urgence : Haute")

	g.add("intl/fr-benign-mot-de-passe-incorrect", `
user: J'ai l'erreur “le mot de passe est incorrect” alors que je copie celui du README, qui dit juste :

    DATABASE_URL=postgresql://app:<votre mot de passe>@localhost:5432/app

Notre n° TVA intracommunautaire est «_tva» (SIREN «_siren»), facture n° F-2024-«_f» du «_d».
`, V{"_tva": "FR" + g.s(alDigit, 2) + g.digits(9), "_siren": g.digits(9), "_f": g.digits(5), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"“le mot de passe est incorrect”", "<votre mot de passe>")
}

// ---- Spanish ----

func (g *G) intlSpanish() {
	g.add("intl/es-chat-la-contrasena-es", `
user: Hola, te paso el acceso al servidor de pruebas: el usuario es «=u» y la contraseña es «a». ¿Puedes revisar por qué se cae el cron de las 3:00? Gracias!!
`, V{"=u": "deploy", "a": g.intlPw("es")}, "¿Puedes revisar por qué se cae el cron de las 3:00?")

	g.add("intl/es-ini-contrasena-clave", `
; configuracion.ini – aplicación de inventario
[base_de_datos]
servidor = 10.0.5.12
puerto = 3306
usuario = inventario
contraseña = «a»

[correo]
servidor_smtp = smtp.empresa-ejemplo.es
usuario = avisos@empresa-ejemplo.es
clave = «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("es")}, "servidor_smtp = smtp.empresa-ejemplo.es", "usuario = inventario")

	g.add("intl/es-psql-error-autentificacion", `
$ PGPASSWORD=«a» psql -h 127.0.0.1 -U tienda tienda_dev
psql: error: falló la conexión al servidor en “127.0.0.1”, puerto 5432: FATAL:  la autentificación password falló para el usuario “tienda”
`, V{"a": g.pwURL()}, "la autentificación password falló para el usuario “tienda”")

	g.add("intl/es-correo-credenciales-acceso", `
Asunto: Credenciales de acceso – panel de administración

Hola Lucía:

Te envío las credenciales del nuevo panel:
  URL: https://admin.tienda-ejemplo.es
  Usuario: lucia.gomez
  Contraseña: «a»

Por favor, cámbiala en cuanto entres. Cualquier duda me dices.
Un saludo,
Javier
`, V{"a": g.intlRandPw()}, "Por favor, cámbiala en cuanto entres.", "https://admin.tienda-ejemplo.es")

	g.add("intl/es-redsys-clave-secreta-php", `
<?php
// Configuración del TPV virtual Redsys (entorno real)
$fuc = '«_fuc»';           // Número de comercio (FUC)
$terminal = '001';
$moneda = '978';           // Euros
// Clave secreta de encriptación (SHA-256) – facilitada por el banco
$claveSecreta = '«a»';
$url = 'https://sis.redsys.es/sis/realizarPago';
`, V{"_fuc": g.digits(9), "a": g.b64(24)}, "https://sis.redsys.es/sis/realizarPago", "Número de comercio (FUC)")

	g.add("intl/es-windows-net-user", `
C:\Windows\system32> net user soporte «a» /add
Se ha completado el comando correctamente.

C:\Windows\system32> net localgroup Administradores soporte /add
Se ha completado el comando correctamente.
`, V{"a": g.intlPw("es")}, "Se ha completado el comando correctamente.", "net localgroup Administradores soporte /add")

	g.add("intl/es-netsh-contenido-de-la-clave", `
C:\> netsh wlan show profile name="MOVISTAR_8A1C" key=clear

Configuración de seguridad
--------------------------
    Autenticación          : WPA2-Personal
    Cifrado                : CCMP
    Clave de seguridad     : Presente
    Contenido de la clave  : «a»
`, V{"a": g.s(alUpNum, 20)}, "Clave de seguridad     : Presente", "MOVISTAR_8A1C")

	g.add("intl/es-mercadopago-argentina", `
// config/mercadopago.js – credenciales de producción (Argentina)
export const MP_PUBLIC_KEY = "«_pk»"; // se usa en el front, es pública
export const MP_ACCESS_TOKEN = "«a»"; // ¡NUNCA exponer en el cliente!
export const MP_WEBHOOK_SECRET = "«b»";
`, V{"_pk": g.inMPPublic("APP_USR"), "a": g.inMPToken("APP_USR"), "b": g.hex(64)}, "se usa en el front, es pública")

	g.add("intl/es-holded-python", `
# sincronizar_facturas.py
import requests

# API key de Holded (Configuración > Desarrolladores)
HOLDED_KEY = "«a»"
r = requests.get("https://api.holded.com/api/invoicing/v1/documents/invoice",
                 headers={"key": HOLDED_KEY})
print(r.status_code)  # 401 = la clave no es válida
`, V{"a": g.hex(32)}, "https://api.holded.com/api/invoicing/v1/documents/invoice", "# 401 = la clave no es válida")

	g.add("intl/es-benign-contrasena-incorrecta", `
user: Al entrar me sale “La contraseña es incorrecta” y luego “La contraseña ha caducado”. En el .env.example pone:

    DB_PASSWORD=<tu contraseña>
    MAIL_PASSWORD=${MAIL_PASSWORD}

Pedido n.º «_o» del «_d», CIF de la empresa «_cif».
`, V{"_o": g.digits(8), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), "_cif": "B" + g.digits(8)},
		"La contraseña es incorrecta", "La contraseña ha caducado", "<tu contraseña>", "${MAIL_PASSWORD}")
}

// ---- Brazilian Portuguese ----

func (g *G) intlPortuguese() {
	g.add("intl/pt-chat-senha-do-banco", `
user: Opa, beleza? Senha do banco de homologação: «a» (usuário «=u»). Consegue rodar as migrations e me falar se deu certo? Valeu!
`, V{"a": g.intlPw("pt"), "=u": "app_homolog"}, "Consegue rodar as migrations e me falar se deu certo?")

	g.add("intl/pt-env-pagseguro-mercadopago", `
# .env – credenciais de pagamento (PRODUÇÃO, não commitar!)
PAGSEGURO_EMAIL=financeiro@loja-exemplo.com.br
PAGSEGURO_TOKEN=«a»
MERCADOPAGO_PUBLIC_KEY=«_pk»
MERCADOPAGO_ACCESS_TOKEN=«b»
# chave aleatória PIX da empresa (pode divulgar)
PIX_CHAVE=«_pix»
`, V{"a": g.s(alHexU, 32), "_pk": g.inMPPublic("APP_USR"), "b": g.inMPToken("APP_USR"), "_pix": g.uuid()},
		"PAGSEGURO_EMAIL=financeiro@loja-exemplo.com.br", "pode divulgar")

	g.add("intl/pt-efi-pix-credenciais", `
// pix.js – integração Efí (antiga Gerencianet)
const options = {
  sandbox: false,
  client_id: "Client_Id_«_id»",
  client_secret: "Client_Secret_«a»",
  certificate: "./certs/producao-«_c».p12",
};
// chave PIX do recebedor (CPF do titular, dado pessoal)
const chave = "«=cpf»";
`, V{"_id": g.hex(40), "a": g.hex(40), "_c": g.digits(6), "=cpf": g.inCPF()}, "sandbox: false")

	g.add("intl/pt-psql-erro-autenticacao", `
$ psql postgresql://app:«a»@localhost:5432/loja
psql: erro: conexão com servidor em "localhost" (::1), porta 5432 falhou: FATAL:  autenticação do tipo senha falhou para o usuário "app"
`, V{"a": g.pwURL()}, `autenticação do tipo senha falhou para o usuário "app"`)

	g.add("intl/pt-email-credenciais-painel", `
Assunto: Credenciais de acesso ao painel da loja

Oi Fernanda, tudo bem?

Seguem as credenciais de acesso:
Login: fernanda.souza
Senha: «a»
Painel: https://painel.loja-exemplo.com.br

Qualquer coisa me chama no WhatsApp.
Abs,
Rafael
`, V{"a": g.intlRandPw()}, "Qualquer coisa me chama no WhatsApp.", "Login: fernanda.souza")

	g.add("intl/pt-yaml-senha-spring", `
# application-prod.yml
spring:
  datasource:
    url: jdbc:postgresql://rds-prod.interno:5432/pedidos
    username: pedidos
    password: «a»   # senha do banco (trocar a cada 90 dias)
  mail:
    host: smtp.sendgrid.net
    username: apikey
    password: «b»
integracoes:
  correios:
    usuario: «_u»
    senha: «c»
`, V{"a": g.intlPw("pt"), "b": g.sendgrid(), "_u": g.digits(8), "c": g.an(40)}, "trocar a cada 90 dias", "jdbc:postgresql://rds-prod.interno:5432/pedidos")

	g.add("intl/pt-git-clonando-token", `
$ git clone https://«=u»:«a»@github.com/loja-exemplo/checkout.git
Clonando em 'checkout'...
remote: Enumerating objects: 4211, done.
remote: Total 4211 (delta 0), reused 0 (delta 0), pack-reused 4211
Recebendo objetos: 100% (4211/4211), 9.80 MiB | 12.44 MiB/s, concluído.
Resolvendo deltas: 100% (2710/2710), concluído.
`, V{"=u": "rafael-dev", "a": g.ghp()}, "Clonando em 'checkout'...", "Resolvendo deltas: 100% (2710/2710), concluído.")

	g.add("intl/pt-mercadopago-test-token", `
// TODO: trocar pelo token de produção antes do deploy
const mp = new MercadoPagoConfig({ accessToken: "«a»" });
const payment = new Payment(mp);
// pedido nº «_o»
`, V{"a": g.inMPToken("TEST"), "_o": g.digits(7)}, "trocar pelo token de produção antes do deploy")

	g.add("intl/pt-zapi-whatsapp", `
$ curl -X POST "https://api.z-api.io/instances/«_i»/token/«a»/send-text" \
    -H "Client-Token: «b»" \
    -H "Content-Type: application/json" \
    -d '{"phone": "«=tel»", "message": "Seu pedido saiu para entrega 🚚"}'
{"zaapId":"«_z»","messageId":"«_m»","id":"«_m»"}
`, V{"_i": g.s(alHexU, 32), "a": g.s(alHexU, 24), "b": g.s(alHexU, 1) + g.an(33), "=tel": "55119" + g.s(alDigit, 8), "_z": g.s(alHexU, 32), "_m": g.s(alHexU, 20)},
		"Seu pedido saiu para entrega 🚚")

	g.add("intl/pt-benign-senha-incorreta", `
user: O login dá "Senha incorreta" mesmo com a senha certa, e às vezes "Sua senha expirou". No README só tem:

    SENHA_BANCO=<sua senha>
    SENHA_SMTP=********

CNPJ da empresa: «_cnpj» · Pedido nº «_o» · «_d»
`, V{"_cnpj": g.inCNPJ(), "_o": g.digits(8), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		`"Senha incorreta"`, `"Sua senha expirou"`, "<sua senha>", "SENHA_SMTP=********")
}

// ---- Italian ----

func (g *G) intlItalian() {
	g.add("intl/it-chat-la-password-e", `
user: Ciao! La password del db di collaudo è «a», utente «=u». Mi lanci le migrazioni e poi mi dici se i test passano? Grazie mille
`, V{"a": g.intlPw("it"), "=u": "collaudo"}, "Mi lanci le migrazioni e poi mi dici se i test passano?")

	g.add("intl/it-env-nexi-xpay", `
# Credenziali Nexi XPay (ambiente di produzione) – non committare!
XPAY_ALIAS=ALIAS_WEB_«_al»
XPAY_CHIAVE_SEGRETA=«a»
XPAY_URL=https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet
# PEC per le fatture elettroniche
PEC_UTENTE=amministrazione@pec.azienda-esempio.it
PEC_PASSWORD=«b»
`, V{"_al": g.digits(8), "a": g.an(32), "b": g.intlPw("it")}, "https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet", "PEC_UTENTE=amministrazione@pec.azienda-esempio.it")

	g.add("intl/it-ini-chiave-segreta", `
; impostazioni.ini – gestionale magazzino
[database]
host = 10.10.1.5
utente = magazzino
parola_chiave = «a»

[fatture_in_cloud]
; token personale generato da Impostazioni > Applicazioni collegate
token_accesso = a/«b»
`, V{"a": g.intlRandPw(), "b": g.userJWT()}, "utente = magazzino", "token personale generato da Impostazioni > Applicazioni collegate")

	g.add("intl/it-sudo-password-di", `
$ echo '«a»' | sudo -S systemctl restart nginx
[sudo] password di mario: 
$ systemctl status nginx | head -3
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) dal mar 2024-03-12 10:41:07 CET; 2s fa
`, V{"a": g.intlPw("it")}, "[sudo] password di mario:", "dal mar 2024-03-12 10:41:07 CET; 2s fa")

	g.add("intl/it-email-credenziali-accesso", `
Oggetto: Credenziali di accesso al server FTP

Buongiorno Dott. Rossi,

come da accordi Le invio le credenziali:
  Host: ftp.studio-esempio.it
  Utente: rossi_consulenza
  Password: «a»

La preghiamo di non inoltrare questa e-mail.
Cordiali saluti
`, V{"a": g.intlRandPw()}, "La preghiamo di non inoltrare questa e-mail.", "Host: ftp.studio-esempio.it")

	g.add("intl/it-ticket-redmine-token", `
Segnalazione #«_t»: le e-mail transazionali non partono più (401 da Brevo)

Ho controllato la configurazione in produzione, la chiave è ancora quella vecchia:
  BREVO_API_KEY=«a»
Satispay invece funziona, l'header è:
  Authorization: Signature keyId="«_k»", algorithm="rsa-sha256", headers="(request-target) host date digest", signature="«_sig»"
Stato: Nuovo · Priorità: Alta
`, V{"_t": g.digits(5), "a": "xkeysib-" + g.hex(64) + "-" + g.an(16), "_k": g.s(alLowNum, 80), "_sig": g.b64(256)}, "Stato: Nuovo · Priorità: Alta")

	g.add("intl/it-benign-password-scaduta", `
user: Il gestionale dice "La password è scaduta" e poi "password errata". Nel file di esempio c'è solo:

    DB_PASSWORD=<la tua password>

P.IVA «_piva» · Ordine n. «_o» del «_d» · codice fiscale del titolare «=cf»
`, V{"_piva": "IT" + g.s(alDigit, 11), "_o": g.digits(6), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), "=cf": g.s(alUpper, 6) + g.s(alDigit, 2) + g.s(alUpper, 1) + g.s(alDigit, 2) + g.s(alUpper, 1) + g.s(alDigit, 3) + g.s(alUpper, 1)},
		`"La password è scaduta"`, `"password errata"`, "<la tua password>")
}

// ---- Dutch ----

func (g *G) intlDutch() {
	g.add("intl/nl-chat-het-wachtwoord-is", `
user: Hoi! Het wachtwoord van de acceptatie-database is «a», gebruiker «=u». Kun je de seeders draaien? Alvast bedankt 🙏
`, V{"a": g.intlPw("nl"), "=u": "acc_app"}, "Kun je de seeders draaien?")

	g.add("intl/nl-env-mollie-opmerkingen", `
# Mollie – live sleutel alleen op productie gebruiken!
MOLLIE_KEY=«a»
# testsleutel voor lokaal
MOLLIE_TEST_KEY=«b»
# organisatie-token voor de Mollie Connect koppeling
MOLLIE_ORG_TOKEN=access_«c»
MOLLIE_PROFIEL=pfl_«_p»
`, V{"a": g.inMollie("live"), "b": g.inMollie("test"), "c": g.an(40), "_p": g.an(10)}, "testsleutel voor lokaal")

	g.add("intl/nl-yaml-wachtwoord-sleutel", `
# instellingen.yml
database:
  server: db.intern.voorbeeld.nl
  gebruiker: planning
  wachtwoord: «a»
smtp:
  server: smtp.voorbeeld.nl
  gebruikersnaam: planning@voorbeeld.nl
  wachtwoord: «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("nl")}, "server: db.intern.voorbeeld.nl")

	g.add("intl/nl-email-inloggegevens", `
Onderwerp: Inloggegevens nieuwe klantportal

Beste Sanne,

Hierbij je inloggegevens:
  Gebruikersnaam: sanne.devries
  Wachtwoord: «a»

Je wordt gevraagd het wachtwoord bij de eerste keer inloggen te wijzigen.

Met vriendelijke groet,
Team ICT
`, V{"a": g.intlRandPw()}, "Je wordt gevraagd het wachtwoord bij de eerste keer inloggen te wijzigen.")

	g.add("intl/nl-messagebird-buckaroo", `
// config/betalingen.php
return [
    'messagebird' => [
        'access_key' => '«a»', // live sleutel
        'originator' => 'Voorbeeld',
    ],
    'buckaroo' => [
        'website_key' => '«_wk»',
        'secret_key'  => '«b»',
        'test_modus'  => false,
    ],
];
`, V{"a": g.an(25), "_wk": g.an(10), "b": g.s(alUpNum, 32)}, "'originator' => 'Voorbeeld',")

	g.add("intl/nl-ticket-topdesk-token", `
Melding I 2404 «_t» – Exact Online koppeling werkt niet meer

De koppeling geeft "invalid_client". Client ID «_cid», client secret was «a».
Kan iemand een nieuwe aanmaken in het Exact App Center?
`, V{"_t": g.digits(3), "_cid": g.uuid(), "a": g.an(12)}, `"invalid_client"`, "Exact App Center")

	g.add("intl/nl-git-klonen-token", `
$ git clone https://oauth2:«a»@gitlab.voorbeeld.nl/team/planning.git
Klonen naar 'planning'...
remote: Enumerating objects: 912, done.
Objecten ontvangen: 100% (912/912), 1.20 MiB | 8.10 MiB/s, klaar.
Delta's bepalen: 100% (401/401), klaar.
`, V{"a": g.glpat()}, "Klonen naar 'planning'...", "Delta's bepalen: 100% (401/401), klaar.")

	g.add("intl/nl-benign-wachtwoord-verlopen", `
user: Bij het inloggen krijg ik "Het wachtwoord is verlopen" en daarna "Ongeldig wachtwoord". In de handleiding staat alleen <jouw wachtwoord>.

KvK-nummer «_kvk» · btw-nummer «_btw» · IBAN NL91 ABNA 0417 1643 00 · factuur «_f»
`, V{"_kvk": g.digits(8), "_btw": "NL" + g.digits(9) + "B01", "_f": "2024-" + g.digits(4)},
		`"Het wachtwoord is verlopen"`, `"Ongeldig wachtwoord"`, "<jouw wachtwoord>", "NL91 ABNA 0417 1643 00")
}

// ---- Polish ----

func (g *G) intlPolish() {
	g.add("intl/pl-chat-haslo-to", `
user: Siema, hasło to «a» — konto «=u» na serwerze testowym. Możesz sprawdzić, czemu kolejka się zapycha?
`, V{"a": g.intlPw("pl"), "=u": "deploy"}, "Możesz sprawdzić, czemu kolejka się zapycha?")

	g.add("intl/pl-env-przelewy24", `
# Przelewy24 – dane z panelu (Moje dane > Klucze API), NIE commitować
P24_MERCHANT_ID=«_m»
P24_POS_ID=«_m»
P24_CRC=«a»
P24_API_KEY=«b»
P24_SANDBOX=false
`, V{"_m": g.digits(6), "a": g.hex(16), "b": g.hex(32)}, "P24_SANDBOX=false", "Moje dane > Klucze API")

	g.add("intl/pl-yaml-haslo-klucz", `
# ustawienia.yaml
baza_danych:
  host: 10.2.0.9
  uzytkownik: sklep
  haslo: «a»
poczta:
  serwer: smtp.firma-przyklad.pl
  login: sklep@firma-przyklad.pl
  hasło: «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("pl")}, "serwer: smtp.firma-przyklad.pl")

	g.add("intl/pl-email-dane-dostepowe", `
Temat: Dane dostępowe do serwera VPS

Dzień dobry,

przesyłam dane dostępowe:
  Adres: vps-«_n».firma-przyklad.pl
  Login: root
  Hasło: «a»

Prosimy o zmianę hasła po pierwszym logowaniu.
Pozdrawiam, Dział IT
`, V{"_n": g.digits(4), "a": g.intlRandPw()}, "Prosimy o zmianę hasła po pierwszym logowaniu.")

	g.add("intl/pl-payu-klucze", `
# PayU – sklep produkcyjny
PAYU_POS_ID=«_p»
PAYU_SECOND_KEY=«a»   # drugi klucz (MD5)
PAYU_CLIENT_ID=«_p»
PAYU_CLIENT_SECRET=«b»
`, V{"_p": g.digits(7), "a": g.hex(32), "b": g.hex(32)}, "drugi klucz (MD5)")

	g.add("intl/pl-git-klonowanie-token", `
$ git clone https://x-access-token:«a»@github.com/firma-przyklad/sklep.git
Klonowanie do „sklep”...
remote: Enumerating objects: 2210, done.
Pobieranie obiektów: 100% (2210/2210), 3.41 MiB | 6.02 MiB/s, gotowe.
Rozwiązywanie delt: 100% (1300/1300), gotowe.
`, V{"a": g.ghs()}, "Klonowanie do „sklep”...", "Rozwiązywanie delt: 100% (1300/1300), gotowe.")

	g.add("intl/pl-inpost-shipx-token", `
// inpost.ts – token ShipX z Managera Paczek (Moje konto > API)
const SHIPX_TOKEN = "«a»";
const ORGANIZATION_ID = «_o»;
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"api-shipx-pl.easypack24.net","sub":"api-shipx-pl.easypack24.net","exp":%d,"jti":"%s"}`, 1900000000+g.r.IntN(100000000), g.uuid())), "_o": g.digits(5)},
		"Moje konto > API")

	g.add("intl/pl-benign-haslo-nieprawidlowe", `
user: Przy logowaniu wyskakuje „Hasło jest nieprawidłowe”, a potem „Twoje hasło wygasło”. W README jest tylko <twoje hasło>.

NIP «_nip» · REGON «_regon» · zamówienie nr «_o» z dnia «_d»
`, V{"_nip": g.digits(10), "_regon": g.digits(9), "_o": g.digits(7), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"„Hasło jest nieprawidłowe”", "„Twoje hasło wygasło”", "<twoje hasło>")
}

// ---- Czech ----

func (g *G) intlCzech() {
	g.add("intl/cs-chat-heslo-je", `
user: Ahoj, heslo je «a» a uživatel «=u». Můžeš pustit zálohu databáze a pak mi napsat, jestli proběhla?
`, V{"a": g.intlPw("cs"), "=u": "zaloha"}, "jestli proběhla?")

	g.add("intl/cs-env-fio-token", `
# Fio banka – token pro API (jen pro čtení), platnost do 12/2024
FIO_TOKEN=«a»
# Comgate platební brána
COMGATE_MERCHANT=«_m»
COMGATE_SECRET=«b»
`, V{"a": g.an(64), "_m": g.digits(6), "b": g.an(32)}, "jen pro čtení", "platnost do 12/2024")

	g.add("intl/cs-ini-heslo-klic", `
; nastaveni.ini
[databaze]
server = 192.168.1.20
uzivatel = eshop
heslo = «a»

[posta]
server = smtp.firma-priklad.cz
uzivatel = eshop@firma-priklad.cz
heslo = «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("cs")}, "server = smtp.firma-priklad.cz")

	g.add("intl/cs-email-pristupove-udaje", `
Předmět: Přístupové údaje do administrace

Dobrý den,

posílám přístupové údaje:
  Uživatel: novak.petr
  Heslo: «a»

Heslo si prosím po prvním přihlášení změňte.
S pozdravem
`, V{"a": g.intlRandPw()}, "Heslo si prosím po prvním přihlášení změňte.")

	g.add("intl/cs-git-klonovani", `
$ git clone https://«=u»:«a»@bitbucket.org/firma-priklad/eshop.git
Klonování do „eshop“…
Přijímání objektů: 100% (5120/5120), 7.77 MiB | 9.11 MiB/s, hotovo.
Řešení rozdílů: 100% (3004/3004), hotovo.
`, V{"=u": "petr-novak", "a": g.agBitbucket()}, "Klonování do „eshop“…")

	g.add("intl/cs-ticket-packeta", `
Požadavek #«_t»: Zásilkovna vrací „Neplatné API heslo“

Ve staging konfiguraci máme packeta.api_password = «a»
Zkontroluje to prosím někdo? Vytvořeno «_d».
`, V{"_t": g.digits(5), "a": g.hex(32), "_d": fmt.Sprintf("%d. %d. 2024", 1+g.r.IntN(28), 1+g.r.IntN(12))}, "„Neplatné API heslo“")

	g.add("intl/cs-benign-heslo-vyprselo", `
user: Při přihlášení se ukáže „Heslo vypršelo“ nebo „Nesprávné heslo“. V dokumentaci je jen <vaše heslo>.

IČO «_ico» · DIČ CZ«_ico» · objednávka č. «_o»
`, V{"_ico": g.digits(8), "_o": g.digits(8)}, "„Heslo vypršelo“", "„Nesprávné heslo“", "<vaše heslo>")
}

// ---- Turkish ----

func (g *G) intlTurkish() {
	g.add("intl/tr-chat-sifre-iki-nokta", `
user: Selam, test sunucusunun bilgileri: kullanıcı «=u», şifre: «a». Loglara bakıp 500 hatasının sebebini bulabilir misin?
`, V{"=u": "deploy", "a": g.intlPw("tr")}, "500 hatasının sebebini bulabilir misin?")

	g.add("intl/tr-chat-buyuk-harf-sifre", `
user: ACİL!! Canlı veritabanı ŞİFRESİ: «a» — sadece okuma yetkisi var, raporu çekip bana gönderir misin?
`, V{"a": g.intlRandPw()}, "sadece okuma yetkisi var")

	g.add("intl/tr-env-iyzico-canli", `
# iyzico canlı ortam anahtarları – repoya EKLEMEYİN
IYZICO_API_KEY=«a»
IYZICO_SECRET_KEY=«b»
IYZICO_BASE_URL=https://api.iyzipay.com
`, V{"a": g.an(32), "b": g.an(32)}, "IYZICO_BASE_URL=https://api.iyzipay.com", "repoya EKLEMEYİN")

	g.add("intl/tr-yaml-sifre-anahtar", `
# ayarlar.yml
veritabani:
  sunucu: 10.0.0.7
  kullanici: magaza
  sifre: «a»
eposta:
  sunucu: smtp.ornek-firma.com.tr
  kullanici: bildirim@ornek-firma.com.tr
  şifre: «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("tr")}, "sunucu: smtp.ornek-firma.com.tr")

	g.add("intl/tr-paytr-merchant", `
<?php
// PayTR mağaza bilgileri (Mağaza Paneli > Bilgi sayfası)
$merchant_id   = '«_m»';
$merchant_key  = '«a»';
$merchant_salt = '«b»';
$test_mode     = 0;
`, V{"_m": g.digits(6), "a": g.an(16), "b": g.an(16)}, "Mağaza Paneli > Bilgi sayfası")

	g.add("intl/tr-netgsm-sms-url", `
# Sipariş SMS'i – Netgsm
curl "https://api.netgsm.com.tr/sms/send/get?usercode=«=tel»&password=«a»&gsmno=«=gsm»&message=Siparisiniz%20kargoya%20verildi&msgheader=ORNEKFIRMA"
`, V{"=tel": "850" + g.s(alDigit, 7), "a": g.intlPw("tr"), "=gsm": "5" + g.s(alDigit, 9)}, "msgheader=ORNEKFIRMA")

	g.add("intl/tr-eposta-erisim-bilgileri", `
Konu: Sunucu erişim bilgileri

Merhaba Emre Bey,

Yeni sunucunun erişim bilgileri aşağıdadır:
  IP: 185.«=ip»
  Kullanıcı adı: emre
  Parola: «a»

İlk girişte parolanızı değiştirmeyi unutmayın.
İyi çalışmalar
`, V{"=ip": fmt.Sprintf("%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(254)), "a": g.intlRandPw()}, "İlk girişte parolanızı değiştirmeyi unutmayın.")

	g.add("intl/tr-benign-sifre-yanlis", `
user: Giriş yaparken "Şifre yanlış" diyor, bazen de "Şifrenizin süresi doldu". Örnek dosyada sadece <şifreniz> yazıyor.

Vergi no «_v» · Sipariş no «_o» · «_d»
`, V{"_v": g.digits(10), "_o": g.digits(9), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		`"Şifre yanlış"`, `"Şifrenizin süresi doldu"`, "<şifreniz>")
}

// ---- Russian ----

func (g *G) intlRussian() {
	g.add("intl/ru-chat-parol-dvoetochie", `
user: Привет! Доступ к тестовой базе: логин «=u», пароль: «a». Посмотри, пожалуйста, почему миграция падает на таблице orders.
`, V{"=u": "app_test", "a": g.intlPw("ru")}, "почему миграция падает на таблице orders")

	g.add("intl/ru-chat-raskladka-gfhjkm", `
user: пароль от админки «a» (да, знаю, это “пароль” в английской раскладке, потом поменяю)
`, V{"a": "gfhjkm" + g.s(alDigit, 4)}, "в английской раскладке, потом поменяю")

	g.add("intl/ru-yc-access-key-create", `
$ yc iam access-key create --service-account-name s3-backup --description "бэкапы в Object Storage"
access_key:
  id: «_id»
  service_account_id: «_sa»
  created_at: "2024-05-14T08:31:02.114893Z"
  description: бэкапы в Object Storage
  key_id: «a»
secret: «b»
`, V{"_id": g.inYcObj("aje"), "_sa": g.inYcObj("aje"), "a": g.inYcKeyID(), "b": g.inYcSecret()}, "description: бэкапы в Object Storage")

	g.add("intl/ru-yc-iam-token-curl", `
$ export IAM_TOKEN=$(yc iam create-token)
$ echo $IAM_TOKEN
«a»
$ curl -s -H "Authorization: Bearer «a»" \
    "https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds"
{"clouds":[{"id":"«_c»","createdAt":"2023-02-01T10:00:00Z","name":"prod-cloud","organizationId":"«_o»"}]}
`, V{"a": g.inYcIAM(), "_c": g.inYcObj("b1g"), "_o": g.inYcObj("bpf")}, "export IAM_TOKEN=$(yc iam create-token)")

	g.add("intl/ru-yc-cli-config-oauth", `
$ cat ~/.config/yandex-cloud/config.yaml
current: default
profiles:
  default:
    token: «a»
    cloud-id: «_c»
    folder-id: «_f»
    compute-default-zone: ru-central1-a
`, V{"a": g.inYaOAuth(), "_c": g.inYcObj("b1g"), "_f": g.inYcObj("b1g")}, "compute-default-zone: ru-central1-a")

	g.add("intl/ru-yandexgpt-api-key-env", `
# .env — YandexGPT (API-ключ сервисного аккаунта, права ai.languageModels.user)
YC_API_KEY=«a»
YC_FOLDER_ID=«_f»
# модель: yandexgpt-lite/latest
`, V{"a": g.inYcAPIKey(), "_f": g.inYcObj("b1g")}, "модель: yandexgpt-lite/latest")

	g.add("intl/ru-vk-bot-community-token", `
# bot.py — бот сообщества ВКонтакте
import vk_api
from vk_api.bot_longpoll import VkBotLongPoll

TOKEN = "«a»"  # ключ доступа сообщества (Управление → Работа с API)
GROUP_ID = «_g»
vk = vk_api.VkApi(token=TOKEN)
longpoll = VkBotLongPoll(vk, GROUP_ID)
`, V{"a": g.inVK(), "_g": g.digits(9)}, "Управление → Работа с API")

	g.add("intl/ru-telegram-env-kommentarii", `
# Токен бота от @BotFather (не показывать никому!)
BOT_TOKEN=«a»
# чат админов для алертов
ADMIN_CHAT_ID=-100«_c»
LOG_LEVEL=INFO
`, V{"a": g.telegram(), "_c": g.digits(10)}, "не показывать никому!")

	g.add("intl/ru-bitrix24-vhodyashchiy-vebhuk", `
# Входящий вебхук Битрикс24 (права: crm, user)
$ curl -s "https://«=p».bitrix24.ru/rest/1/«a»/crm.lead.add.json" \
    -d 'fields[TITLE]=Заявка с сайта' -d 'fields[PHONE][0][VALUE]=+7«=tel»'
{"result":«_r»,"time":{"start":1717745510.21,"finish":1717745510.39,"duration":0.18}}
`, V{"=p": "b24-" + g.s(alLowNum, 6), "a": g.inBitrix(), "=tel": g.s(alDigit, 10), "_r": g.digits(5)}, "fields[TITLE]=Заявка с сайта")

	g.add("intl/ru-1c-com-connection-string", `
// Подключение к базе 1С:Бухгалтерия через COM
var connector = new ActiveXObject("V83.COMConnector");
var base = connector.Connect('Srvr="1c-srv01";Ref="buh_2024";Usr="Администратор";Pwd="«a»";');
`, V{"a": g.intlPw("ru")}, `new ActiveXObject("V83.COMConnector")`)

	g.add("intl/ru-1c-http-service-curl", `
$ curl -u "Обмен:«a»" "http://1c-srv01/trade/hs/exchange/v1/orders?date=2024-06-03"
[{"Номер":"ТД00-«_n»","Дата":"03.06.2024","Сумма":15400.00}]
`, V{"a": g.intlRandPw(), "_n": g.digits(6)}, "http://1c-srv01/trade/hs/exchange/v1/orders?date=2024-06-03")

	g.add("intl/ru-psql-oshibka-parol", `
$ psql "host=pg.local user=shop password=«a» dbname=shop"
psql: ошибка: подключиться к серверу “pg.local” (10.0.0.5), порту 5432 не удалось: ВАЖНО:  пользователь “shop” не прошёл проверку подлинности (по паролю)
`, V{"a": g.intlPw("ru")}, "пользователь “shop” не прошёл проверку подлинности (по паролю)")

	g.add("intl/ru-yookassa-shop-secret", `
# settings/prod.py — ЮKassa
YOOKASSA_SHOP_ID = "«_s»"
YOOKASSA_SECRET_KEY = "«a»"
YOOKASSA_RETURN_URL = "https://shop.primer.ru/zakaz/oplacheno"
`, V{"_s": g.digits(6), "a": "live_" + g.b64u(43)}, "https://shop.primer.ru/zakaz/oplacheno")

	g.add("intl/ru-email-dostupy-k-serveru", `
Тема: Доступы к серверу

Коллеги, добрый день!

Доступы к новому серверу:
  Хост: 95.«=ip»
  Логин: root
  Пароль: «a»
  Панель ISPmanager: https://95.«=ip»:1500 (те же логин/пароль)

После входа смените пароль, пожалуйста.
`, V{"=ip": fmt.Sprintf("%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(254)), "a": g.intlRandPw()}, "После входа смените пароль, пожалуйста.")

	g.add("intl/ru-tinvest-token", `
# Токен T-Инвестиций (только чтение) — для выгрузки портфеля
from tinkoff.invest import Client
TOKEN = "«a»"
with Client(TOKEN) as client:
    print(client.users.get_accounts())
`, V{"a": "t." + g.b64u(86)}, "только чтение")

	g.add("intl/ru-dadata-keys", `
// dadata.ts — подсказки адресов
const DADATA_API_KEY = "«a»";
const DADATA_SECRET = "«b»"; // нужен только для стандартизации
`, V{"a": g.hex(40), "b": g.hex(40)}, "нужен только для стандартизации")

	g.add("intl/ru-netsh-soderzhimoe-klyucha", `
C:\> netsh wlan show profile name="Office" key=clear

Параметры безопасности
-------------------
    Проверка подлинности   : WPA2-Personal
    Шифр                   : CCMP
    Ключ безопасности      : Присутствует
    Содержимое ключа       : «a»
`, V{"a": g.intlPw("ru")}, "Ключ безопасности      : Присутствует")

	g.add("intl/ru-benign-parol-neverny", `
user: При входе пишет “Неверный пароль”, а иногда “Срок действия пароля истёк”. В README только <ваш пароль> и DB_PASSWORD=${DB_PASSWORD}.

ИНН организации «_inn» · заказ № «_o» от «_d»
`, V{"_inn": g.digits(10), "_o": g.digits(6), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"“Неверный пароль”", "“Срок действия пароля истёк”", "<ваш пароль>", "DB_PASSWORD=${DB_PASSWORD}")
}

// ---- Ukrainian ----

func (g *G) intlUkrainian() {
	g.add("intl/uk-chat-parol-vid-bazy", `
user: Привіт! Пароль від бази на стейджі: «a», користувач «=u». Запусти, будь ласка, міграції і скажи, чи все ок.
`, V{"a": g.intlPw("uk"), "=u": "stage_app"}, "Запусти, будь ласка, міграції")

	g.add("intl/uk-liqpay-keys", `
# LiqPay — ключі магазину (Налаштування → API)
LIQPAY_PUBLIC_KEY=«_pk»
LIQPAY_PRIVATE_KEY=«a»
LIQPAY_SANDBOX=0
`, V{"_pk": "i" + g.digits(11), "a": g.an(40)}, "LIQPAY_SANDBOX=0")

	g.add("intl/uk-monobank-x-token", `
$ curl -s -H "X-Token: «a»" https://api.monobank.ua/personal/client-info
{"clientId":"«_c»","name":"Петренко Олена","accounts":[{"id":"«_acc»","currencyCode":980,"balance":1254300}]}
`, V{"a": "u" + g.b64u(43), "_c": g.an(10), "_acc": g.b64u(22)}, "https://api.monobank.ua/personal/client-info")

	g.add("intl/uk-nova-poshta-api-key", `
// Трекінг посилки Нової пошти
const body = {
  apiKey: "«a»",
  modelName: "TrackingDocument",
  calledMethod: "getStatusDocuments",
  methodProperties: { Documents: [{ DocumentNumber: "«_ttn»" }] },
};
`, V{"a": g.hex(32), "_ttn": "20" + g.s(alDigit, 12)}, `calledMethod: "getStatusDocuments"`)

	g.add("intl/uk-email-dostupy-do-adminky", `
Тема: Доступи до адмінки інтернет-магазину

Добрий день, Олено!

Логін: olena.admin
Пароль: «a»

Рекомендуємо змінити пароль після першого входу.
`, V{"a": g.intlRandPw()}, "Рекомендуємо змінити пароль після першого входу.")

	g.add("intl/uk-yaml-komentari-telegram", `
# config.yaml — налаштування бота підтримки
telegram:
  token: "«a»"   # від @BotFather, не комітити!
  admin_chat: -100«_c»
база_даних:
  хост: localhost
  пароль: «b»
`, V{"a": g.telegram(), "_c": g.digits(10), "b": g.intlPw("uk")}, "від @BotFather, не комітити!")

	g.add("intl/uk-benign-parol-nepravylnyi", `
user: Пише “Неправильний пароль”, хоча я копіюю з документації, а там лише <ваш пароль>. 

ЄДРПОУ «_e» · замовлення № «_o» від «_d»
`, V{"_e": g.digits(8), "_o": g.digits(7), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"“Неправильний пароль”", "<ваш пароль>")
}

// ---- Chinese (simplified) ----

func (g *G) intlChinese() {
	g.add("intl/zh-chat-mima-quanjiao", `
user: 测试库的账号是 root，密码是：«a»。帮我看一下为什么订单表的迁移一直失败，谢谢！
`, V{"a": g.intlPw("zh")}, "帮我看一下为什么订单表的迁移一直失败")

	g.add("intl/zh-chat-mima-no-space", `
user: 服务器密码«a»，端口22，用户名deploy，麻烦部署一下最新版本
`, V{"a": g.intlRandPw()}, "麻烦部署一下最新版本")

	g.add("intl/zh-env-aliyun-zhushi", `
# 阿里云 RAM 子账号（仅 OSS 读写权限），不要提交到仓库！
ALIBABA_CLOUD_ACCESS_KEY_ID=«a»
ALIBABA_CLOUD_ACCESS_KEY_SECRET=«b»
OSS_BUCKET=shop-images-prod
OSS_ENDPOINT=oss-cn-hangzhou.aliyuncs.com
`, V{"a": g.inAliID(), "b": g.inAliSecret()}, "OSS_ENDPOINT=oss-cn-hangzhou.aliyuncs.com", "不要提交到仓库！")

	g.add("intl/zh-aliyun-cli-config-json", `
$ cat ~/.aliyun/config.json
{
	"current": "default",
	"profiles": [
		{
			"name": "default",
			"mode": "AK",
			"access_key_id": "«a»",
			"access_key_secret": "«b»",
			"region_id": "cn-shanghai",
			"output_format": "json",
			"language": "zh"
		}
	]
}
`, V{"a": g.inAliID(), "b": g.inAliSecret()}, `"region_id": "cn-shanghai"`)

	g.add("intl/zh-aliyun-oss2-python", `
import oss2

# 上传商品图片到 OSS
auth = oss2.Auth('«a»', '«b»')
bucket = oss2.Bucket(auth, 'https://oss-cn-shenzhen.aliyuncs.com', 'goods-img')
bucket.put_object_from_file('2024/06/sku-«_sku».jpg', '/tmp/sku.jpg')
`, V{"a": g.inAliID(), "b": g.inAliSecret(), "_sku": g.digits(8)}, "https://oss-cn-shenzhen.aliyuncs.com")

	g.add("intl/zh-tencent-cloud-secretid", `
# 腾讯云短信发送（SecretId/SecretKey 在「访问管理 > API密钥管理」）
from tencentcloud.common import credential
from tencentcloud.sms.v20210111 import sms_client

cred = credential.Credential("«a»", "«b»")
client = sms_client.SmsClient(cred, "ap-guangzhou")
SMS_SDK_APP_ID = "«_app»"
TEMPLATE_ID = "«_tpl»"
`, V{"a": g.inTcID(), "b": g.inTcKey(), "_app": "1400" + g.s(alDigit, 6), "_tpl": g.digits(7)}, "「访问管理 > API密钥管理」")

	g.add("intl/zh-tencent-cos-env", `
# 腾讯云 COS 配置
COS_SECRET_ID=«a»
COS_SECRET_KEY=«b»
COS_REGION=ap-beijing
COS_BUCKET=static-«_b»
`, V{"a": g.inTcID(), "b": g.inTcKey(), "_b": g.digits(10)}, "COS_REGION=ap-beijing")

	g.add("intl/zh-huawei-cloud-ak-sk", `
# 华为云 OBS 访问密钥（在「我的凭证 > 访问密钥」下载的 credentials.csv）
$ cat credentials.csv
User Name,Access Key Id,Secret Access Key
"deploy_user",«a»,«b»
$ export HUAWEICLOUD_SDK_AK=«a»
$ export HUAWEICLOUD_SDK_SK=«b»
$ export HUAWEICLOUD_SDK_PROJECT_ID=«_p»
`, V{"a": g.inHwAK(), "b": g.inHwSK(), "_p": g.hex(32)}, "「我的凭证 > 访问密钥」")

	g.add("intl/zh-baidu-ai-token", `
$ curl -s "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=«a»&client_secret=«b»"
{"refresh_token":"«c»","expires_in":2592000,"session_key":"«d»","access_token":"«e»","scope":"public brain_all_scope"}
`, V{"a": g.an(24), "b": g.an(32), "c": "25." + g.hex(32) + ".315360000.2033112345." + g.digits(6) + "-" + g.digits(8),
		"d": g.b64u(60), "e": "24." + g.hex(32) + ".2592000.1720337945." + g.digits(6) + "-" + g.digits(8)}, `"scope":"public brain_all_scope"`)

	g.add("intl/zh-wechat-appsecret-token", `
# 微信公众号配置（AppID 可公开，AppSecret 千万不要泄露）
WECHAT_APPID = "«_id»"
WECHAT_APPSECRET = "«a»"
$ curl "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=«_id»&secret=«a»"
{"access_token":"«b»","expires_in":7200}
`, V{"_id": g.inWxAppID(), "a": g.inWxSecret(), "b": g.inWxToken()}, "AppID 可公开，AppSecret 千万不要泄露")

	g.add("intl/zh-wechat-pay-apiv3", `
# 微信支付商户配置
wechatpay:
  mch-id: "«_m»"                 # 商户号
  merchant-serial-number: «_sn»  # 商户证书序列号
  api-v3-key: «a»                # APIv3 密钥
  private-key-path: /etc/wxpay/apiclient_key.pem
  notify-url: https://pay.shop-demo.cn/wxpay/notify
`, V{"_m": "16" + g.s(alDigit, 8), "_sn": g.s(alHexU, 40), "a": g.an(32)}, "notify-url: https://pay.shop-demo.cn/wxpay/notify")

	g.add("intl/zh-dingtalk-robot-sign", `
# 钉钉群机器人告警（安全设置：加签）
import time, hmac, hashlib, base64, urllib.parse, requests

WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=«a»"
SECRET = "«b»"

ts = str(round(time.time() * 1000))
sign = urllib.parse.quote_plus(base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest()))
requests.post(f"{WEBHOOK}&timestamp={ts}&sign={sign}", json={"msgtype": "text", "text": {"content": "【告警】订单服务 CPU 超过 90%"}})
`, V{"a": g.hex(64), "b": g.inDingSign()}, "【告警】订单服务 CPU 超过 90%")

	g.add("intl/zh-feishu-bot-and-app", `
# 飞书自定义机器人 + 企业自建应用
FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/«a»
FEISHU_WEBHOOK_SECRET=«b»
FEISHU_APP_ID=«_app»
FEISHU_APP_SECRET=«c»
$ curl -s -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal -d '{"app_id":"«_app»","app_secret":"«c»"}'
{"code":0,"expire":7200,"msg":"ok","tenant_access_token":"«d»"}
`, V{"a": g.uuid(), "b": g.an(22), "_app": g.inFeishuApp(), "c": g.an(32), "d": g.inFeishuToken()}, `"code":0,"expire":7200,"msg":"ok"`)

	g.add("intl/zh-wecom-webhook-corpsecret", `
# 企业微信群机器人
curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«a»' \
   -H 'Content-Type: application/json' \
   -d '{"msgtype":"text","text":{"content":"发布完成：v2.8.1"}}'
# 自建应用
CORP_ID=«_corp»
CORP_SECRET=«b»
AGENT_ID=1000002
`, V{"a": g.uuid(), "_corp": "ww" + g.hex(16), "b": g.b64u(43)}, "发布完成：v2.8.1", "AGENT_ID=1000002")

	g.add("intl/zh-alipay-sdk-config", `
// 支付宝开放平台配置
AlipayConfig alipayConfig = new AlipayConfig();
alipayConfig.setServerUrl("https://openapi.alipay.com/gateway.do");
alipayConfig.setAppId("«_app»");
// 应用私钥（RSA2），务必保密
alipayConfig.setPrivateKey("«a»");
// 支付宝公钥，可公开
alipayConfig.setAlipayPublicKey("«_pub»");
alipayConfig.setSignType("RSA2");
`, V{"_app": g.inAlipayApp(), "a": g.inRSAKeyBody(), "_pub": g.inRSAPubBody()}, "https://openapi.alipay.com/gateway.do")

	g.add("intl/zh-qiniu-kodo", `
# 七牛云对象存储
QINIU_ACCESS_KEY=«a»
QINIU_SECRET_KEY=«b»
QINIU_BUCKET=cdn-assets
QINIU_DOMAIN=https://cdn.shop-demo.cn
`, V{"a": g.inQiniu(), "b": g.inQiniu()}, "QINIU_DOMAIN=https://cdn.shop-demo.cn")

	g.add("intl/zh-gitee-clone-zhengkelong", `
$ git clone https://zhangwei:«a»@gitee.com/shop-demo/backend.git
正克隆到 'backend'...
remote: Enumerating objects: 3301, done.
remote: Total 3301 (delta 0), reused 0 (delta 0), pack-reused 3301
接收对象中: 100% (3301/3301), 6.12 MiB | 4.30 MiB/s, 完成.
处理 delta 中: 100% (1820/1820), 完成.
`, V{"a": g.hex(32)}, "正克隆到 'backend'...", "处理 delta 中: 100% (1820/1820), 完成.")

	g.add("intl/zh-psql-cuowu", `
$ PGPASSWORD=«a» psql -h 10.0.8.3 -U report report
psql: 错误:  连接到"10.0.8.3"上的服务器，端口5432失败：致命错误:  用户 "report" Password 认证失败
`, V{"a": g.intlPw("zh")}, `用户 "report" Password 认证失败`)

	g.add("intl/zh-email-zhanghao-xinxi", `
主题：新员工账号信息

小王你好，

以下是你的账号信息，请妥善保管：
  企业邮箱：wang.fang@shop-demo.cn
  初始密码：«a»
  VPN 账号：wangfang，密码同上

首次登录后请立即修改密码。
`, V{"a": g.intlRandPw()}, "首次登录后请立即修改密码。", "企业邮箱：wang.fang@shop-demo.cn")

	g.add("intl/zh-yaml-zhongwen-jian", `
# 配置.yaml
数据库:
  地址: 10.0.3.11
  用户名: erp
  密码: «a»
短信:
  签名: 示例商城
  密钥: «b»
`, V{"a": g.intlRandPw(), "b": g.an(32)}, "签名: 示例商城")

	g.add("intl/zh-netsh-guanjian-neirong", `
C:\> netsh wlan show profile name="ChinaNet-8F2A" key=clear

安全设置
-----------------
    身份验证         : WPA2 - 个人
    密码             : CCMP
    安全密钥         : 存在
    关键内容         : «a»
`, V{"a": g.intlPw("zh")}, "安全密钥         : 存在", "密码             : CCMP")

	g.add("intl/zh-benign-mima-cuowu", `
user: 登录时提示「密码错误」，有时候又说「密码已过期，请修改密码」。文档里只写了 DB_PASSWORD=你的密码，还有 ******。

订单号：«_o» · 统一社会信用代码：«_uscc» · «_d»
`, V{"_o": g.digits(18), "_uscc": "91" + g.s(alDigit, 6) + "MA" + g.s(alUpNum, 8) + g.s(alUpNum, 2), "_d": fmt.Sprintf("2024年%d月%d日", 1+g.r.IntN(12), 1+g.r.IntN(28))},
		"「密码错误」", "「密码已过期，请修改密码」", "DB_PASSWORD=你的密码")
}

// ---- Chinese (traditional) ----

func (g *G) intlChineseTraditional() {
	g.add("intl/zht-chat-mima-jiaohao", `
user: 資料庫密碼是「«a»」，帳號是 admin。請幫我把正式環境的報表排程修好，感謝！
`, V{"a": g.intlPw("zh")}, "請幫我把正式環境的報表排程修好")

	g.add("intl/zht-cantonese-chat", `
user: 個 staging 嘅 password 係 «a» 呀，你用 deploy 個 account 入去睇下點解 build 唔到
`, V{"a": g.intlRandPw()}, "點解 build 唔到")

	g.add("intl/zht-line-bot-taiwan", `
# LINE 官方帳號 Messaging API（台灣）
LINE_CHANNEL_ID=«_id»
LINE_CHANNEL_SECRET=«a»
LINE_CHANNEL_ACCESS_TOKEN=«b»
# 請勿將此檔案上傳到 GitHub
`, V{"_id": g.digits(10), "a": g.hex(32), "b": g.inLineToken()}, "請勿將此檔案上傳到 GitHub")

	g.add("intl/zht-ecpay-hashkey", `
// 綠界科技 ECPay 金流設定（正式環境）
const ecpay = {
  MerchantID: "«_m»",
  HashKey: "«a»",
  HashIV: "«b»",
  ServiceURL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
};
`, V{"_m": g.digits(7), "a": g.an(16), "b": g.an(16)}, "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5")

	g.add("intl/zht-email-zhanghao-zixun", `
主旨：系統帳號資訊

陳先生您好：

您的後台帳號資訊如下：
  帳號：chen.admin
  密碼：«a»

登入後請盡快變更密碼，謝謝。
`, V{"a": g.intlRandPw()}, "登入後請盡快變更密碼，謝謝。")

	g.add("intl/zht-yaml-mima", `
# 設定檔.yml
資料庫:
  主機: 192.168.0.50
  帳號: pos
  密碼: «a»
`, V{"a": g.intlPw("zh")}, "主機: 192.168.0.50")

	g.add("intl/zht-benign-minguo-date", `
user: 登入時顯示「密碼錯誤」，說明文件只寫「請輸入您的密碼」。

統一編號：«_ban» · 訂單編號：«_o» · 中華民國113年«_md»
`, V{"_ban": g.digits(8), "_o": g.digits(12), "_md": fmt.Sprintf("%d月%d日", 1+g.r.IntN(12), 1+g.r.IntN(28))},
		"「密碼錯誤」", "「請輸入您的密碼」", "中華民國113年")
}

// ---- Japanese ----

func (g *G) intlJapanese() {
	g.add("intl/ja-chat-password-wa-kagikakko", `
user: 検証環境のDBのパスワードは「«a»」です。ユーザー名は app_stg です。マイグレーションをお願いします。
`, V{"a": g.intlPw("ja")}, "マイグレーションをお願いします。")

	g.add("intl/ja-chat-zenkaku-colon", "\n"+
		"user: 踏み台サーバーの情報です。\nホスト：bastion.example.co.jp\u3000ユーザー：ec2-user\u3000パスワード：«a»\nよろしくお願いいたします。\n",
		V{"a": g.intlRandPw()}, "ホスト：bastion.example.co.jp")

	g.add("intl/ja-env-chatwork-line", `
# Chatwork 通知用 APIトークン（個人の設定 > API）
CHATWORK_API_TOKEN=«a»
CHATWORK_ROOM_ID=«_r»
# LINE Messaging API（チャネル基本設定）
LINE_CHANNEL_SECRET=«b»
LINE_CHANNEL_ACCESS_TOKEN=«c»
`, V{"a": g.hex(32), "_r": g.digits(9), "b": g.hex(32), "c": g.inLineToken()}, "チャネル基本設定")

	g.add("intl/ja-chatwork-curl", `
$ curl -X POST -H "X-ChatWorkToken: «a»" \
    -d "body=[info][title]デプロイ完了[/title]本番環境に v3.2.0 をリリースしました[/info]" \
    "https://api.chatwork.com/v2/rooms/«_r»/messages"
{"message_id":"«_m»"}
`, V{"a": g.hex(32), "_r": g.digits(9), "_m": g.digits(19)}, "本番環境に v3.2.0 をリリースしました")

	g.add("intl/ja-line-bot-node", `
// LINE Bot（社内勤怠通知）
const line = require('@line/bot-sdk');
const client = new line.messagingApi.MessagingApiClient({
  channelAccessToken: '«a»',
});
const middlewareConfig = { channelSecret: '«b»' }; // 署名検証用
`, V{"a": g.inLineToken(), "b": g.hex(32)}, "署名検証用")

	g.add("intl/ja-payjp-keys", `
# PAY.JP 本番キー（公開鍵はフロントで使用可）
PAYJP_PUBLIC_KEY=pk_live_«_pk»
PAYJP_SECRET_KEY=sk_live_«a»
`, V{"_pk": g.hex(24), "a": g.hex(24)}, "公開鍵はフロントで使用可")

	g.add("intl/ja-email-account-joho", `
件名：【重要】アカウント情報のご案内

山田様

いつもお世話になっております。
管理画面のアカウント情報をお送りいたします。

  ログインURL：https://admin.example.co.jp/login
  ログインID：yamada_t
  初期パスワード：«a»

初回ログイン後、必ずパスワードを変更してください。
`, V{"a": g.intlRandPw()}, "初回ログイン後、必ずパスワードを変更してください。", "ログインID：yamada_t")

	g.add("intl/ja-psql-error", `
$ psql "postgresql://batch:«a»@db.internal:5432/batch"
psql: エラー: サーバー"db.internal"(10.0.1.8)、ポート5432への接続に失敗しました: FATAL:  ユーザー"batch"のパスワード認証に失敗しました
`, V{"a": g.pwURL()}, `ユーザー"batch"のパスワード認証に失敗しました`)

	g.add("intl/ja-netsh-shuyou-na-contents", `
C:\> netsh wlan show profile name="aterm-3f2a1c-g" key=clear

セキュリティの設定
-----------------
    認証                : WPA2 パーソナル
    暗号                : CCMP
    セキュリティ キー        : あり
    主要なコンテンツ        : «a»
`, V{"a": g.hex(13)}, "セキュリティ キー        : あり", "aterm-3f2a1c-g")

	g.add("intl/ja-windows-net-use", `
C:\Users\tanaka> net use \\fileserver\共有 «a» /user:EXAMPLE\tanaka
コマンドは正常に終了しました。
`, V{"a": g.intlPw("ja")}, "コマンドは正常に終了しました。", `\\fileserver\共有`)

	g.add("intl/ja-yaml-password-key", `
# 設定.yml
データベース:
  ホスト: 10.1.0.21
  ユーザー: kintai
  パスワード: «a»
メール:
  SMTPサーバー: smtp.example.co.jp
  パスワード: «b»
`, V{"a": g.intlRandPw(), "b": g.intlPw("ja")}, "SMTPサーバー: smtp.example.co.jp")

	g.add("intl/ja-backlog-api-key", `
# Backlog の課題一覧を取得（APIキーは個人設定 > API で発行）
$ curl "https://example.backlog.jp/api/v2/issues?apiKey=«a»&projectId[]=«_p»&statusId[]=1"
`, V{"a": g.an(64), "_p": g.digits(6)}, "APIキーは個人設定 > API で発行")

	g.add("intl/ja-git-clone-kuroon", `
$ git clone https://oauth2:«a»@gitlab.example.co.jp/dev/kintai.git
'kintai' にクローンしています...
remote: Enumerating objects: 1530, done.
オブジェクトを受信中: 100% (1530/1530), 2.90 MiB | 5.10 MiB/s, 完了.
差分を解決中: 100% (880/880), 完了.
`, V{"a": g.glpat()}, "'kintai' にクローンしています...", "差分を解決中: 100% (880/880), 完了.")

	g.add("intl/ja-benign-password-chigaimasu", `
user: ログインすると「パスワードが違います」と出ます。マニュアルには「パスワードを入力してください」と、伏せ字の「＊＊＊＊＊＊」しかありません。

法人番号 «_h» ／ 注文番号 «_o» ／ «_d»
`, V{"_h": g.digits(13), "_o": "ORD-" + g.digits(8), "_d": fmt.Sprintf("2024年%d月%d日（火）", 1+g.r.IntN(12), 1+g.r.IntN(28))},
		"「パスワードが違います」", "「パスワードを入力してください」", "＊＊＊＊＊＊")
}

// ---- Korean ----

func (g *G) intlKorean() {
	g.add("intl/ko-chat-bimilbeonho-imnida", `
user: 개발 서버 DB 비밀번호는 «a» 입니다. 계정은 dev_app 이고요, 마이그레이션 좀 돌려주세요!
`, V{"a": g.intlPw("ko")}, "마이그레이션 좀 돌려주세요!")

	g.add("intl/ko-chat-hangul-qwerty", `
user: 관리자 비번 «a» (한글 자판으로 치면 '안녕'이에요 ㅋㅋ) 나중에 바꿀게요
`, V{"a": "dkssud" + g.s(alDigit, 4) + "!"}, "한글 자판으로 치면 '안녕'이에요 ㅋㅋ")

	g.add("intl/ko-naver-search-api", `
# 네이버 검색 API (애플리케이션 등록 > Client Secret 은 외부 공개 금지)
$ curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91" \
    -H "X-Naver-Client-Id: «_id»" \
    -H "X-Naver-Client-Secret: «a»"
`, V{"_id": g.an(20), "a": g.an(10)}, "Client Secret 은 외부 공개 금지")

	g.add("intl/ko-kakao-keys", `
# 카카오 디벨로퍼스 앱 키
KAKAO_JAVASCRIPT_KEY=«_js»   # 웹 SDK 용 (공개)
KAKAO_REST_API_KEY=«a»
KAKAO_ADMIN_KEY=«b»          # 서버에서만 사용!
`, V{"_js": g.hex(32), "a": g.hex(32), "b": g.hex(32)}, "웹 SDK 용 (공개)")

	tossSK := g.inTossSK("live")
	g.add("intl/ko-toss-payments", `
// 토스페이먼츠 결제 승인 (시크릿 키는 서버에서만)
const clientKey = "«_ck»";
const secretKey = "«a»";
const auth = "Basic " + Buffer.from(secretKey + ":").toString("base64");
// → Authorization: Basic «b»
`, V{"_ck": g.inTossCK("live"), "a": tossSK, "b": b64s(tossSK + ":")}, "시크릿 키는 서버에서만")

	g.add("intl/ko-portone-imp", `
# 포트원(아임포트) REST API 키
IMP_CODE=imp«_c»
IMP_KEY=«a»
IMP_SECRET=«b»
`, V{"_c": g.digits(8), "a": g.digits(16), "b": g.an(80)}, "포트원(아임포트) REST API 키")

	g.add("intl/ko-ncloud-configure", `
$ cat ~/.ncloud/configure
[DEFAULT]
ncloud_access_key_id = «a»
ncloud_secret_access_key = «b»
ncloud_api_url = https://ncloud.apigw.ntruss.com
`, V{"a": g.an(20), "b": g.an(40)}, "ncloud_api_url = https://ncloud.apigw.ntruss.com")

	g.add("intl/ko-email-gyejeong-jeongbo", `
제목: [안내] 관리자 계정 정보

김민수 님, 안녕하세요.
요청하신 관리자 계정 정보를 안내드립니다.

  아이디: minsu.kim
  임시 비밀번호: «a»

최초 로그인 후 반드시 비밀번호를 변경해 주세요.
`, V{"a": g.intlRandPw()}, "최초 로그인 후 반드시 비밀번호를 변경해 주세요.")

	g.add("intl/ko-yaml-hangul-comments", `
# application-prod.yml
spring:
  datasource:
    username: shop
    password: «a»   # 운영 DB 비밀번호 (절대 커밋 금지)
jwt:
  secret: «b»
`, V{"a": g.intlPw("ko"), "b": g.b64(48)}, "운영 DB 비밀번호 (절대 커밋 금지)")

	g.add("intl/ko-git-clone-bokje", `
$ git clone https://«=u»:«a»@github.com/example-kr/shop-api.git
'shop-api'에 복제합니다...
remote: Enumerating objects: 980, done.
오브젝트를 받는 중: 100% (980/980), 1.10 MiB | 3.20 MiB/s, 완료.
델타를 알아내는 중: 100% (512/512), 완료.
`, V{"=u": "minsu-kim", "a": g.ghFine()}, "'shop-api'에 복제합니다...")

	g.add("intl/ko-benign-bimilbeonho-ilchi", `
user: 로그인하면 "비밀번호가 일치하지 않습니다" 라고 나오고, 문서에는 "비밀번호를 입력하세요" 만 있어요.

사업자등록번호 «_b» · 주문번호 «_o» · «_d»
`, V{"_b": fmt.Sprintf("%s-%s-%s", g.digits(3), g.s(alDigit, 2), g.s(alDigit, 5)), "_o": g.digits(14), "_d": fmt.Sprintf("2024. %d. %d.", 1+g.r.IntN(12), 1+g.r.IntN(28))},
		`"비밀번호가 일치하지 않습니다"`, `"비밀번호를 입력하세요"`)
}

// ---- Vietnamese ----

func (g *G) intlVietnamese() {
	g.add("intl/vi-chat-mat-khau-la", `
user: Anh ơi, mật khẩu DB staging là «a», user «=u». Anh chạy migrate giúp em rồi báo lại nhé, em cảm ơn ạ!
`, V{"a": g.intlPw("vi"), "=u": "staging_app"}, "Anh chạy migrate giúp em rồi báo lại nhé")

	g.add("intl/vi-vnpay-config", `
// Cấu hình VNPAY (môi trường production)
const vnpConfig = {
  vnp_TmnCode: "«_t»",
  vnp_HashSecret: "«a»",
  vnp_Url: "https://pay.vnpay.vn/vpcpay.html",
  vnp_ReturnUrl: "https://shop-demo.vn/thanh-toan/ket-qua",
};
`, V{"_t": g.s(alUpNum, 8), "a": g.s(alUpper, 32)}, "https://pay.vnpay.vn/vpcpay.html")

	g.add("intl/vi-momo-keys", `
# Ví MoMo – thông tin tích hợp (không chia sẻ accessKey/secretKey)
MOMO_PARTNER_CODE=MOMO«_p»
MOMO_ACCESS_KEY=«a»
MOMO_SECRET_KEY=«b»
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
`, V{"_p": g.s(alUpNum, 10), "a": g.an(16), "b": g.an(32)}, "MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create")

	g.add("intl/vi-zalo-oa-token", `
# Gửi tin nhắn ZNS qua Zalo OA
$ curl -X POST https://business.openapi.zalo.me/message/template \
    -H "access_token: «a»" \
    -d '{"phone":"«=tel»","template_id":"«_tpl»","template_data":{"ma_don":"«_o»"}}'
ZALO_APP_ID=«_app»
ZALO_APP_SECRET=«b»
`, V{"a": g.b64u(180), "=tel": "849" + g.s(alDigit, 8), "_tpl": g.digits(6), "_o": "DH" + g.digits(8), "_app": g.digits(19), "b": g.an(20)}, "https://business.openapi.zalo.me/message/template")

	g.add("intl/vi-email-thong-tin-dang-nhap", `
Tiêu đề: Thông tin đăng nhập hệ thống quản trị

Chào chị Phương,

Thông tin đăng nhập của chị:
  Tài khoản: phuong.nguyen
  Mật khẩu: «a»

Vui lòng đổi mật khẩu sau lần đăng nhập đầu tiên.
`, V{"a": g.intlRandPw()}, "Vui lòng đổi mật khẩu sau lần đăng nhập đầu tiên.")

	g.add("intl/vi-env-chu-thich", `
# Cơ sở dữ liệu chính – KHÔNG commit file này
DB_HOST=10.8.0.4
DB_USER=donhang
DB_MAT_KHAU=«a»
# Khóa bí mật JWT
JWT_SECRET=«b»
`, V{"a": g.intlPw("vi"), "b": g.hex(64)}, "KHÔNG commit file này")

	g.add("intl/vi-benign-mat-khau-khong-dung", `
user: Đăng nhập báo "Mật khẩu không đúng", tài liệu chỉ ghi <mật khẩu của bạn>.

Mã số thuế «_mst» · Đơn hàng «_o» · ngày «_d»
`, V{"_mst": g.digits(10), "_o": "DH" + g.digits(8), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		`"Mật khẩu không đúng"`, "<mật khẩu của bạn>")
}

// ---- Indonesian ----

func (g *G) intlIndonesian() {
	g.add("intl/id-chat-passwordnya", `
user: Mas, password-nya DB staging «a» ya, user «=u». Tolong jalanin migrasi terus kabarin kalau udah beres. Makasih!
`, V{"a": g.intlPw("id"), "=u": "staging"}, "Tolong jalanin migrasi terus kabarin kalau udah beres.")

	g.add("intl/id-chat-kata-sandi", `
user: Kata sandi server produksi: «a» — jangan disebar ke grup ya.
`, V{"a": g.intlRandPw()}, "jangan disebar ke grup ya")

	g.add("intl/id-midtrans-keys", `
# Midtrans (production) – server key JANGAN ditaruh di frontend
MIDTRANS_SERVER_KEY=Mid-server-«a»
MIDTRANS_CLIENT_KEY=Mid-client-«_ck»
MIDTRANS_IS_PRODUCTION=true
`, V{"a": g.b64u(24), "_ck": g.b64u(16)}, "MIDTRANS_IS_PRODUCTION=true", "server key JANGAN ditaruh di frontend")

	g.add("intl/id-xendit-keys", `
// Xendit – kunci rahasia hanya di server
const XENDIT_SECRET_KEY = "xnd_production_«a»";
const XENDIT_PUBLIC_KEY = "xnd_public_production_«_pk»";
const XENDIT_CALLBACK_TOKEN = "«b»"; // untuk verifikasi webhook
`, V{"a": g.an(60), "_pk": g.an(60), "b": g.an(48)}, "untuk verifikasi webhook")

	g.add("intl/id-fonnte-whatsapp", `
$ curl -X POST https://api.fonnte.com/send \
    -H "Authorization: «a»" \
    -F "target=«=tel»" -F "message=Pesanan Anda sudah dikirim. Terima kasih!"
{"detail":"success! message in queue","id":["«_id»"],"process":"pending","status":true}
`, V{"a": g.s(alAlnum+"!+#", 20), "=tel": "0812" + g.s(alDigit, 8), "_id": g.digits(9)}, "Pesanan Anda sudah dikirim. Terima kasih!")

	g.add("intl/id-email-akses-server", `
Subjek: Akses server baru

Halo Pak Budi,

Berikut akses server:
  Host: srv-01.contoh.co.id
  Username: budi
  Password: «a»

Mohon segera ganti password setelah login pertama.
`, V{"a": g.intlRandPw()}, "Mohon segera ganti password setelah login pertama.")

	g.add("intl/id-benign-kata-sandi-salah", `
user: Muncul "Kata sandi salah" padahal sudah benar, di dokumentasi cuma ada <kata sandi Anda>.

NPWP perusahaan «_npwp» · No. pesanan «_o» · «_d»
`, V{"_npwp": fmt.Sprintf("%s.%s.%s.%s-%s.%s", g.s(alDigit, 2), g.s(alDigit, 3), g.s(alDigit, 3), g.s(alDigit, 1), g.s(alDigit, 3), g.s(alDigit, 3)), "_o": "INV/2024/" + g.digits(6), "_d": fmt.Sprintf("%d %s 2024", 1+g.r.IntN(28), g.pick("Januari", "Maret", "Juni", "Agustus", "Oktober"))},
		`"Kata sandi salah"`, "<kata sandi Anda>")
}

// ---- Hindi and Hinglish ----

func (g *G) intlHindi() {
	g.add("intl/hi-chat-devanagari", `
user: डेटाबेस का पासवर्ड «a» है, यूज़र «=u» है। कृपया माइग्रेशन चला दीजिए और बताइए कि सब ठीक है या नहीं।
`, V{"a": g.intlPw("hi"), "=u": "app_stage"}, "कृपया माइग्रेशन चला दीजिए")

	g.add("intl/hi-chat-hinglish-prod", `
user: bhai prod db ka password «a» hai, bas read replica pe query chalana, master ko mat chhedna warna boss gussa karega 😅
`, V{"a": g.intlPw("hi")}, "master ko mat chhedna")

	g.add("intl/hi-razorpay-keys", `
# Razorpay live keys – key_id checkout mein jaata hai, secret sirf server pe
RAZORPAY_KEY_ID=«_id»
RAZORPAY_KEY_SECRET=«a»
RAZORPAY_WEBHOOK_SECRET=«b»
`, V{"_id": g.inRzpID("live"), "a": g.an(24), "b": g.intlPw("hi")}, "secret sirf server pe")

	g.add("intl/hi-paytm-merchant-key", `
# Paytm PG – production
PAYTM_MID=«_mid»
PAYTM_MERCHANT_KEY=«a»
PAYTM_WEBSITE=DEFAULT
PAYTM_INDUSTRY_TYPE=Retail
`, V{"_mid": g.s(alUpper+alLower, 6) + g.s(alDigit, 14), "a": g.s(alAlnum+"#@&_%", 16)}, "PAYTM_INDUSTRY_TYPE=Retail")

	g.add("intl/hi-msg91-textlocal", `
// OTP bhejne ke liye
const MSG91_AUTH_KEY = "«a»";
const MSG91_TEMPLATE_ID = "«_tpl»";
// purana provider, abhi bhi fallback mein use hota hai
const TEXTLOCAL_API_KEY = "«b»";
`, V{"a": g.inMSG91(), "_tpl": g.hex(24), "b": g.b64(33)}, "purana provider, abhi bhi fallback mein use hota hai")

	g.add("intl/hi-cashfree-keys", `
$ curl -s https://api.cashfree.com/pg/orders \
    -H "x-client-id: «_id»" \
    -H "x-client-secret: «a»" \
    -H "x-api-version: 2023-08-01" \
    -d '{"order_amount":499.00,"order_currency":"INR","customer_details":{"customer_id":"cust_«_c»","customer_phone":"«=tel»"}}'
`, V{"_id": g.digits(8) + g.hex(24), "a": "cfsk_ma_prod_" + g.hex(32) + "_" + g.hex(8), "_c": g.digits(6), "=tel": "9" + g.s(alDigit, 9)}, "x-api-version: 2023-08-01")

	g.add("intl/hi-email-login-details", `
Subject: Server login details

Hi Rahul,

Naye server ke login details:
  IP: 13.«=ip»
  User: ubuntu
  Password: «a»

Pehli baar login karne ke baad password badal lena.
Thanks, Ankit
`, V{"=ip": fmt.Sprintf("%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(254)), "a": g.intlRandPw()}, "Pehli baar login karne ke baad password badal lena.")

	g.add("intl/hi-benign-password-galat", `
user: login pe "password galat hai" aa raha hai, aur Hindi UI mein "पासवर्ड गलत है"। docs mein sirf <aapka password> likha hai.

GSTIN «_gst» · Order ID «_o» · दिनांक «_d»
`, V{"_gst": g.s(alDigit, 2) + g.s(alUpper, 5) + g.s(alDigit, 4) + g.s(alUpper, 1) + "1Z" + g.s(alUpNum, 1), "_o": "OD" + g.digits(18), "_d": inLocalDigits(fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), '०')},
		`"password galat hai"`, `"पासवर्ड गलत है"`, "<aapka password>")
}

// ---- Arabic ----

func (g *G) intlArabic() {
	g.add("intl/ar-chat-kalimat-almurur-rlm", "\n"+
		"user: مرحبا، كلمة المرور لقاعدة بيانات الاختبار هي \u200e«a»\u200f واسم المستخدم test_app. هل يمكنك تشغيل الترحيلات؟\n",
		V{"a": g.intlPw("ar")}, "هل يمكنك تشغيل الترحيلات؟")

	g.add("intl/ar-chat-rtl-colon", `
user: بيانات الدخول للسيرفر:
المستخدم: deploy
كلمة السر: «a»
شكرا جزيلا
`, V{"a": g.intlRandPw()}, "شكرا جزيلا")

	g.add("intl/ar-moyasar-keys", `
# ميسر – مفاتيح الإنتاج (المفتاح السري للخادم فقط)
MOYASAR_PUBLISHABLE_KEY=pk_live_«_pk»
MOYASAR_SECRET_KEY=sk_live_«a»
`, V{"_pk": g.an(40), "a": g.an(40)}, "المفتاح السري للخادم فقط")

	g.add("intl/ar-tap-payments", `
// Tap Payments – إنشاء عملية دفع
const res = await fetch("https://api.tap.company/v2/charges", {
  method: "POST",
  headers: { Authorization: "Bearer sk_live_«a»", "Content-Type": "application/json" },
  body: JSON.stringify({ amount: 150, currency: "KWD", source: { id: "src_all" } }),
});
`, V{"a": g.an(24)}, `source: { id: "src_all" }`)

	g.add("intl/ar-unifonic-sms", `
# إرسال رسالة تحقق عبر Unifonic
curl -X POST "https://el.cloud.unifonic.com/rest/SMS/messages" \
  -d "AppSid=«a»&SenderID=Matjar&Recipient=«=tel»&Body=رمز التحقق الخاص بك"
`, V{"a": g.an(30), "=tel": "9665" + g.s(alDigit, 8)}, "رمز التحقق الخاص بك")

	g.add("intl/ar-email-bayanat-aldukhul", `
الموضوع: بيانات الدخول إلى لوحة التحكم

مرحباً أحمد،

اسم المستخدم: ahmed.admin
كلمة المرور: «a»

يرجى تغيير كلمة المرور بعد أول تسجيل دخول.
`, V{"a": g.intlRandPw()}, "يرجى تغيير كلمة المرور بعد أول تسجيل دخول.")

	g.add("intl/ar-benign-kalimat-almurur-ghayr-sahiha", `
user: تظهر رسالة "كلمة المرور غير صحيحة" ثم "انتهت صلاحية كلمة المرور"، والتوثيق يقول فقط <كلمة المرور الخاصة بك>.

الرقم الضريبي «_vat» · رقم الطلب «_o» · التاريخ «_d»
`, V{"_vat": "3" + g.s(alDigit, 13) + "3", "_o": g.digits(8), "_d": inLocalDigits(fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), '٠')},
		`"كلمة المرور غير صحيحة"`, `"انتهت صلاحية كلمة المرور"`, "<كلمة المرور الخاصة بك>")
}

// ---- Hebrew ----

func (g *G) intlHebrew() {
	g.add("intl/he-chat-hasisma-hi", `
user: היי, הסיסמה של מסד הנתונים בסביבת הבדיקות היא «a» והמשתמש הוא qa_app. תוכל להריץ את המיגרציות?
`, V{"a": g.intlPw("he")}, "תוכל להריץ את המיגרציות?")

	g.add("intl/he-email-pratei-hitchabrut", `
נושא: פרטי התחברות למערכת

שלום דנה,

שם משתמש: dana.l
סיסמה: «a»

נא להחליף את הסיסמה לאחר הכניסה הראשונה.
`, V{"a": g.intlRandPw()}, "נא להחליף את הסיסמה לאחר הכניסה הראשונה.")

	g.add("intl/he-cardcom-terminal", `
# Cardcom – מסוף סליקה (מספר מסוף אינו סודי)
CARDCOM_TERMINAL=«_t»
CARDCOM_API_NAME=«a»
CARDCOM_API_PASSWORD=«b»
`, V{"_t": g.digits(6), "a": g.an(20), "b": g.an(20)}, "מספר מסוף אינו סודי")

	g.add("intl/he-green-invoice-token", `
$ curl -s -X POST https://api.greeninvoice.co.il/api/v1/account/token \
    -H "Content-Type: application/json" \
    -d '{"id": "«a»", "secret": "«b»"}'
{"token":"«c»","expires":1718900000}
`, V{"a": g.uuid(), "b": g.b64u(22), "c": g.userJWT()}, "https://api.greeninvoice.co.il/api/v1/account/token")

	g.add("intl/he-env-hearot", `
# קובץ הגדרות – לא להעלות לגיט!
DB_HOST=10.3.0.12
DB_PASSWORD=«a»
# מפתח API של שירות ה-SMS
SMS_API_KEY=«b»
`, V{"a": g.intlPw("he"), "b": g.hex(40)}, "לא להעלות לגיט!")

	g.add("intl/he-benign-hasisma-shguya", `
user: מופיעה ההודעה "הסיסמה שגויה", ובתיעוד כתוב רק <הסיסמה שלך>.

ח.פ. «_hp» · מספר הזמנה «_o» · ת.ז. של הלקוח «=tz»
`, V{"_hp": "51" + g.s(alDigit, 7), "_o": g.digits(7), "=tz": g.s(alDigit, 9)}, `"הסיסמה שגויה"`, "<הסיסמה שלך>")
}

// ---- Persian ----

func (g *G) intlPersian() {
	g.add("intl/fa-chat-ramz-obur-zwnj", "\n"+
		"user: سلام، رمز عبور دیتابیس تست: «a» و نام کاربری test_app هست. می\u200cتونی مایگریشن\u200cها رو اجرا کنی؟\n",
		V{"a": g.intlPw("fa")}, "مایگریشن\u200cها رو اجرا کنی؟")

	g.add("intl/fa-zarinpal-merchant", `
# درگاه زرین‌پال – مرچنت کد را در کد قرار ندهید
ZARINPAL_MERCHANT_ID=«a»
ZARINPAL_CALLBACK=https://shop-namoone.ir/payment/verify
`, V{"a": g.uuid()}, "ZARINPAL_CALLBACK=https://shop-namoone.ir/payment/verify")

	g.add("intl/fa-kavenegar-url", `
$ curl "https://api.kavenegar.com/v1/«a»/verify/lookup.json?receptor=«=tel»&token=«_code»&template=verify"
{"return":{"status":200,"message":"تایید شد"},"entries":[{"messageid":«_m»,"status":5}]}
`, V{"a": g.s(alHexU, 88), "=tel": "0912" + g.s(alDigit, 7), "_code": g.s(alDigit, 5), "_m": g.digits(10)}, `"message":"تایید شد"`)

	g.add("intl/fa-arvancloud-apikey", `
# ابر آروان – کلید API (پنل کاربری > مدیریت دسترسی)
$ curl -H "Authorization: Apikey «a»" https://napi.arvancloud.ir/cdn/4.0/domains
`, V{"a": g.uuid()}, "https://napi.arvancloud.ir/cdn/4.0/domains")

	g.add("intl/fa-email-etelaat-vorud", `
موضوع: اطلاعات ورود به پنل مدیریت

سلام آقای رضایی،

نام کاربری: rezaei
رمز عبور: «a»

لطفاً پس از اولین ورود رمز عبور را تغییر دهید.
`, V{"a": g.intlRandPw()}, "لطفاً پس از اولین ورود رمز عبور را تغییر دهید.")

	g.add("intl/fa-benign-ramz-eshtebah", `
user: پیام "رمز عبور اشتباه است" میاد، و توی مستندات فقط <رمز عبور شما> نوشته.

شناسه ملی شرکت «_sh» · شماره سفارش «_o» · تاریخ «_d»
`, V{"_sh": g.digits(11), "_o": g.digits(8), "_d": inLocalDigits(fmt.Sprintf("1403/%02d/%02d", 1+g.r.IntN(12), 1+g.r.IntN(29)), '۰')},
		`"رمز عبور اشتباه است"`, "<رمز عبور شما>")
}

// ---- across languages ----

func (g *G) intlCrossLanguage() {
	g.add("intl/x-adyen-klarna-sepa-env", `
# Zahlungsanbieter – Produktion (Adyen / Klarna), Stand «_d»
ADYEN_API_KEY=«a»
ADYEN_CLIENT_KEY=live_«_ck»
ADYEN_HMAC_KEY=«b»
ADYEN_MERCHANT_ACCOUNT=MusterGmbHECOM
KLARNA_API_USERNAME=«_ku»
KLARNA_API_PASSWORD=klarna_live_api_«c»
SEPA_GLAEUBIGER_ID=«_ci»
`, V{"_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), "a": g.inAdyen(), "_ck": g.s(alUpNum, 32), "b": g.s(alHexU, 64),
		"_ku": "K" + g.digits(6) + "_" + g.hex(12), "c": g.b64u(96), "_ci": "DE" + g.s(alDigit, 2) + "ZZZ0" + g.s(alDigit, 10)},
		"ADYEN_MERCHANT_ACCOUNT=MusterGmbHECOM")

	g.add("intl/x-chat-code-switching-es-en", `
user: ok so the thing is que el webhook de Stripe no llega. El secret que puse en el dashboard es «a» pero en el .env tengo otro, creo que es «b». Cuál debería usar?
`, V{"a": g.whsec(), "b": g.whsec()}, "el webhook de Stripe no llega")

	g.add("intl/x-chat-agent-summary-de", `
assistant: Erledigt. Ich habe Folgendes in die .env.local eingetragen:

- DATABASE_URL=postgres://shop:«a»@localhost:5432/shop
- STRIPE_SECRET_KEY=«b»
- NEXT_PUBLIC_STRIPE_KEY=«_pk» (öffentlicher Schlüssel, landet im Bundle)

Die Migrationen laufen jetzt durch (14 angewendet, 0 ausstehend).
`, V{"a": g.pwURL(), "b": g.skLive(), "_pk": g.pkLive()}, "Die Migrationen laufen jetzt durch (14 angewendet, 0 ausstehend).")

	g.add("intl/x-windows-schtasks-de-fr", `
C:\> schtasks /Create /TN "Nachtsicherung" /TR "C:\Skripte\sicherung.cmd" /SC DAILY /ST 02:00 /RU MUSTER\svc_backup /RP «a»
ERFOLGREICH: Die geplante Aufgabe "Nachtsicherung" wurde erfolgreich erstellt.

C:\> schtasks /Create /TN "Sauvegarde" /TR "C:\Scripts\sauvegarde.cmd" /SC DAILY /ST 03:00 /RU ENTREPRISE\svc_sauvegarde /RP «b»
Opération réussie : la tâche planifiée "Sauvegarde" a été créée.
`, V{"a": g.intlRandPw(), "b": g.intlRandPw()}, `ERFOLGREICH: Die geplante Aufgabe "Nachtsicherung" wurde erfolgreich erstellt.`, `la tâche planifiée "Sauvegarde" a été créée.`)

	g.add("intl/x-benign-i18n-json-password-keys", `
$ cat locales/de.json locales/ja.json
{
  "login.password": "Passwort",
  "login.password_placeholder": "Ihr Passwort",
  "login.password_wrong": "Das Passwort ist falsch.",
  "login.password_expired": "Ihr Kennwort ist abgelaufen. Bitte vergeben Sie ein neues.",
  "settings.api_key": "API-Schlüssel"
}
{
  "login.password": "パスワード",
  "login.password_placeholder": "パスワードを入力",
  "login.password_wrong": "パスワードが正しくありません",
  "settings.api_key": "APIキー"
}
`, nil, `"login.password_placeholder": "Ihr Passwort"`, `"login.password_wrong": "Das Passwort ist falsch."`, `"login.password_wrong": "パスワードが正しくありません"`, `"settings.api_key": "APIキー"`)

	g.add("intl/x-benign-gettext-po", `
#: templates/login.html:12
msgid "Password"
msgstr "Mot de passe"

#: templates/login.html:18
msgid "Your password has expired."
msgstr "Votre mot de passe a expiré."

#: app/settings.py:44
msgid "Secret key"
msgstr "Clé secrète"

#: app/settings.py:45
msgid "Token: %(token)s"
msgstr "Jeton : %(token)s"
`, nil, `msgstr "Mot de passe"`, `msgstr "Votre mot de passe a expiré."`, `msgstr "Clé secrète"`, `msgstr "Jeton : %(token)s"`)

	g.add("intl/x-benign-rails-locale-yml", `
# config/locales/ru.yml
ru:
  activerecord:
    attributes:
      user:
        password: "Пароль"
        password_confirmation: "Подтверждение пароля"
  devise:
    failure:
      invalid: "Неверный %{authentication_keys} или пароль."
      expired: "Срок действия вашей сессии истёк."
`, nil, `password: "Пароль"`, `password_confirmation: "Подтверждение пароля"`, `"Неверный %{authentication_keys} или пароль."`)

	g.add("intl/x-benign-wechat-miniprogram-config", `
$ cat project.config.json
{
  "appid": "«_app»",
  "projectname": "示例商城小程序",
  "setting": { "urlCheck": true, "es6": true, "minified": true },
  "compileType": "miniprogram",
  "libVersion": "3.4.6"
}
$ git log -1 --format='%H %s'
«_sha» 修复：购物车数量显示错误
`, V{"_app": g.inWxAppID(), "_sha": g.gitSHA()}, `"projectname": "示例商城小程序"`, "修复：购物车数量显示错误")

	g.add("intl/x-benign-masked-and-env-refs-multilang", `
# docker-compose.yml – Kommentare / commentaires / 注释
services:
  app:
    environment:
      DB_PASSWORD: ${DB_PASSWORD}          # aus Vault / depuis Vault / 从 Vault 读取
      ALIYUN_AK_SECRET: ${ALIYUN_AK_SECRET:?请设置}
      YC_TOKEN: "********"                 # маскировано
      MOT_DE_PASSE_SMTP: "<votre mot de passe>"
      KENNWORT_LDAP: "<Ihr Passwort>"
`, nil, "${DB_PASSWORD}", "${ALIYUN_AK_SECRET:?请设置}", `"********"`, "<votre mot de passe>", "<Ihr Passwort>")

	g.add("intl/x-benign-hashes-versions-dates", `
user: Nach dem Update auf 2.7.1 (Commit «_sha», Build vom «_d») stimmt die Prüfsumme nicht mehr:
    erwartet: sha256:«_h1»
    erhalten: sha256:«_h2»
Das Paket heißt passwort-manager-cli, Version 2.7.1-rc.3.
`, V{"_sha": g.gitSHA(), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12)), "_h1": g.hex(64), "_h2": g.hex(64)},
		"passwort-manager-cli, Version 2.7.1-rc.3")

	g.add("intl/x-benign-pix-and-boleto", `
user: O cliente pagou via PIX mas o pedido não baixou. Dados do pagamento:
  Chave PIX (aleatória): «_pix»
  E2E ID: E«_e2e»
  Linha digitável do boleto: «_bol»
  Valor: R$ 1.249,90 · Data: «_d»
`, V{"_pix": g.uuid(), "_e2e": g.digits(8) + "2024" + g.s(alDigit, 8) + g.s(alAlnum, 11), "_bol": fmt.Sprintf("%s.%s %s.%s %s.%s %s %s", g.digits(5), g.s(alDigit, 5), g.s(alDigit, 5), g.s(alDigit, 6), g.s(alDigit, 5), g.s(alDigit, 6), g.s(alDigit, 1), g.s(alDigit, 14)), "_d": fmt.Sprintf("%02d/%02d/2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"Valor: R$ 1.249,90")

	g.add("intl/x-benign-sepa-mandate-xml", `
<DrctDbtTxInf>
  <PmtId><EndToEndId>RECHNUNG-2024-«_r»</EndToEndId></PmtId>
  <InstdAmt Ccy="EUR">49.90</InstdAmt>
  <DrctDbtTx>
    <MndtRltdInf><MndtId>MANDAT-«_m»</MndtId><DtOfSgntr>2023-11-02</DtOfSgntr></MndtRltdInf>
    <CdtrSchmeId><Id><PrvtId><Othr><Id>«_ci»</Id></Othr></PrvtId></Id></CdtrSchmeId>
  </DrctDbtTx>
  <DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct>
  <RmtInf><Ustrd>Mitgliedsbeitrag Juni / Kundennummer «_k»</Ustrd></RmtInf>
</DrctDbtTxInf>
`, V{"_r": g.digits(5), "_m": g.digits(6), "_ci": "DE" + g.s(alDigit, 2) + "ZZZ0" + g.s(alDigit, 10), "_k": g.digits(7)},
		"DE02120300000000202051", `<InstdAmt Ccy="EUR">49.90</InstdAmt>`)
}

// ---- credential sheets, handover documents and wiki tables ----

func (g *G) intlSheets() {
	g.add("intl/ja-account-ichiranhyo-tsv", `
$ cat アカウント一覧_2024.tsv
システム	URL	ID	パスワード	備考
勤怠管理	https://kintai.example.co.jp	admin	«a»	総務管理
経費精算	https://keihi.example.co.jp	keiri01	«b»	経理部共有
本番DB	db-prod.internal:5432	postgres	«c»	※変更禁止
社内Wi-Fi	SSID: EXAMPLE-STAFF	-	«d»	四半期ごとに更新
`, V{"a": g.intlPw("ja"), "b": g.intlRandPw(), "c": g.pwStrong(), "d": g.intlPw("ja")}, "システム	URL	ID	パスワード	備考", "四半期ごとに更新")

	g.add("intl/zh-jiaojie-wendang", `
## 运维交接文档（离职交接，仅限内部）

| 系统 | 地址 | 账号 | 密码 |
|------|------|------|------|
| 跳板机 | 47.«=ip» | root | «a» |
| MySQL 主库 | rm-«_rds».mysql.rds.aliyuncs.com | erp_admin | «b» |
| Redis | r-«_redis».redis.rds.aliyuncs.com | - | «c» |

阿里云 AccessKey：«d» / «e»（RAM 用户 ops-bot，仅 ECS 与 OSS 权限）
`, V{"=ip": fmt.Sprintf("%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 1+g.r.IntN(254)), "a": g.intlRandPw(), "_rds": g.s(alLowNum, 20), "b": g.pwStrong(), "_redis": g.s(alLowNum, 20), "c": g.an(24), "d": g.inAliID(), "e": g.inAliSecret()},
		"仅 ECS 与 OSS 权限")

	g.add("intl/ru-wiki-dostupy-tablitsa", `
h2. Доступы (не пересылать!)

|| Сервис || Адрес || Логин || Пароль ||
| GitLab | https://git.primer.ru | root | «a» |
| Zabbix | https://zabbix.primer.ru | Admin | «b» |
| 1С Предприятие | 1c-srv01/buh_2024 | Администратор | «c» |

Yandex Cloud OAuth (для terraform): «d»
Обновлено: «_d»
`, V{"a": g.intlPw("ru"), "b": g.intlRandPw(), "c": g.intlPw("ru"), "d": g.inYaOAuth(), "_d": fmt.Sprintf("%02d.%02d.2024", 1+g.r.IntN(28), 1+g.r.IntN(12))},
		"|| Сервис || Адрес || Логин || Пароль ||")

	g.add("intl/de-keepass-csv-export", `
$ head -5 Export_KeePass.csv
"Gruppe","Titel","Benutzername","Passwort","URL","Notizen"
"Server","Router Büro","admin","«a»","http://192.168.178.1",""
"Server","NAS","verwaltung","«b»","https://nas.fritz.box:5001","Synology DS920+"
"Buchhaltung","DATEV Unternehmen online","m.mueller@muster-gmbh.de","«c»","https://duo.datev.de",""
"E-Mail","Postfach Info","info@muster-gmbh.de","«d»","https://webmail.strato.de","2FA aktiv"
`, V{"a": g.intlPw("de"), "b": g.intlRandPw(), "c": g.intlRandPw(), "d": g.intlPw("de")}, `"Gruppe","Titel","Benutzername","Passwort","URL","Notizen"`, "Synology DS920+")

	yk := g.pkcs8RSAPEM()
	g.add("intl/ru-yc-authorized-key-json", `
$ yc iam key create --service-account-name deployer -o key.json
id: «_id»
service_account_id: «_sa»
created_at: "2024-04-02T11:20:31.583211Z"
key_algorithm: RSA_2048
$ cat key.json
{
   "id": "«_id»",
   "service_account_id": "«_sa»",
   "created_at": "2024-04-02T11:20:31.583211Z",
   "key_algorithm": "RSA_2048",
   "public_key": "-----BEGIN PUBLIC KEY-----\n«_pub»\n-----END PUBLIC KEY-----\n",
   "private_key": "PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID <«_id»>\n«a»\n"
}
`, V{"_id": g.inYcObj("aje"), "_sa": g.inYcObj("aje"), "_pub": jsonEsc(wrap(g.inRSAPubBody(), 64)), "a": jsonEsc(yk.block())}, "key_algorithm: RSA_2048")

	g.add("intl/zh-aliyun-sts-assumerole", `
$ aliyun sts AssumeRole --RoleArn acs:ram::«_acct»:role/oss-uploader --RoleSessionName ci-上传
{
	"AssumedRoleUser": {
		"Arn": "acs:ram::«_acct»:role/oss-uploader/ci-上传",
		"AssumedRoleId": "«_rid»:ci-上传"
	},
	"Credentials": {
		"AccessKeyId": "STS.«a»",
		"AccessKeySecret": "«b»",
		"Expiration": "2024-06-12T09:41:07Z",
		"SecurityToken": "CAIS«c»"
	},
	"RequestId": "«_req»"
}
`, V{"_acct": g.digits(16), "_rid": g.digits(17), "a": g.s(alAlnum, 25), "b": g.an(44), "c": g.s(alB64, 600), "_req": strings.ToUpper(g.uuid())},
		`"Expiration": "2024-06-12T09:41:07Z"`)

	g.add("intl/pt-planilha-acessos-csv", `
$ cat acessos_clientes.csv
cliente;sistema;usuario;senha;observacao
Padaria Pão Quente;painel WordPress;admin;«a»;trocar depois do go-live
Ótica Visão;cPanel;oticavisao;«b»;
Mercadinho Bom Preço;Bling ERP;financeiro@bompreco.com.br;«c»;token API abaixo
Mercadinho Bom Preço;Bling API v2;-;«d»;
`, V{"a": g.intlPw("pt"), "b": g.intlRandPw(), "c": g.intlPw("pt"), "d": g.hex(64) + g.hex(8)}, "cliente;sistema;usuario;senha;observacao", "trocar depois do go-live")

	g.add("intl/ko-wiki-gyejeong-pyo", `
### 인프라 계정 정리 (보안 주의)

| 구분 | 호스트 | 계정 | 비밀번호 |
|---|---|---|---|
| 운영 DB | prod-db.example.kr | admin | «a» |
| 개발 DB | dev-db.example.kr | dev | «b» |
| Jenkins | ci.example.kr | jenkins | «c» |

NCP API 인증키: «d» / «e»
`, V{"a": g.pwStrong(), "b": g.intlPw("ko"), "c": g.intlPw("ko"), "d": g.an(20), "e": g.an(40)}, "| 구분 | 호스트 | 계정 | 비밀번호 |")

	g.add("intl/fr-tableau-acces-wiki", `
## Accès prestataires (confidentiel)

| Service | Identifiant | Mot de passe | Remarque |
|---------|-------------|--------------|----------|
| OVH Manager | ab12345-ovh | «a» | 2FA par SMS |
| Plesk | admin | «b» | |
| Base MySQL boutique | boutique | «c» | accès depuis le VPN uniquement |
`, V{"a": g.intlPw("fr"), "b": g.intlRandPw(), "c": g.intlRandPw()}, "| Service | Identifiant | Mot de passe | Remarque |", "accès depuis le VPN uniquement")

	g.add("intl/tr-excel-sifre-listesi", `
$ cat sifreler.csv
Sistem,Kullanıcı,Şifre,Not
Muhasebe (Logo Tiger),logo_admin,«a»,sadece muhasebe
E-Fatura Portalı,«=vkn»,«b»,
Sunucu (RDP),Administrator,«c»,
`, V{"a": g.intlPw("tr"), "=vkn": g.digits(10), "b": g.intlRandPw(), "c": g.pwStrong()}, "Sistem,Kullanıcı,Şifre,Not")
}
