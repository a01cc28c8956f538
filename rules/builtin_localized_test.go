package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestLocalizedCredential: a password, key or token labelled in another
// language and set off by a separator is found, whatever the script;
// prompts, masked and placeholder values, format strings, words and
// longer words that start with a label are not.
func TestLocalizedCredential(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(61))
	for range 3 {
		pw := randToken(r, tAlnum, 9) + "#" + randToken(r, "0123456789", 2) // three classes, as chosen passwords have
		key := randToken(r, tAlnum, 32)
		for _, text := range []string{
			"Passwort: %p", "**Passwort:** %p", "- **密码**：%p", "DB_PASSWORT=%p", "Kennwort = '%p'", "mot de passe : %p", "Mot de passe\u00a0: %p",
			"contraseña: %p", "Contraseña del servidor = \"%p\"", "Passwort für die Datenbank: %p", "senha: %p", "wachtwoord: %p", "hasło: %p", "Hasła: %p",
			"Пароль: %p", "пароля: %p", "ПАРОЛЬ=%p", "Κωδικός: %p", "lösenord: %p", "şifre: %p", "ŞİFRE: %p", "Şifre=%p", "jelszó: %p", "a jelszava: %p", "mật khẩu: %p",
			"密码：%p", "我的密码是%p。", "密碼: %p", "パスワード：%p", "パスワードは %p です", "パスワード：「%p」", "비밀번호: %p",
			"Passwort：%p", "Passwort: **%p**", "| Passwort | %p |", "Passwort\t%p", "API_SCHLÜSSEL：%k",
			"API-Schlüssel: %k", "clé API : %k", "токен: %k", "APIキー：%k", "API 키: %k", "密钥：%k", "令牌: %k",
			// the word for "is" or a dash between label and value
			"das Passwort ist %p", "Passwort lautet %p", "le mot de passe est %p", "la contraseña es %p", "a senha é %p",
			"het wachtwoord is %p", "hasło to %p", "пароль — %p", "пароль это %p",
			// Scandinavian definite forms, words between label and copula
			"Klarna-lösenordet för playground är %p och användarnamnet", "passordet er %p", "das Passwort für die Datenbank ist %p",
			// the last item of a login's parts, set off by a blank; French notes' mdp
			"přihlášení: uživatel pokladna2, heslo %p", "router: utilizator admin, parolă %p", "accès routeur : admin / mdp %p", "mdp : %p",
			// compounds ending with the word, possessives, Korean slang
			"Initialpasswort: %p", "Datenbankkennwort = %p", "beheerwachtwoord: %p", "ERP veritabanı parolası: %p", "비번: %p",
		} {
			v := pw
			if strings.Contains(text, "%k") {
				v = key
			}
			text = strings.NewReplacer("%p", v, "%k", v).Replace(text)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].Secret != v { // a key may be gitleaks' generic-api-key's (clé API :)
				t.Errorf("%q: %+v", text, ms)
			}
		}
		for _, text := range []string{
			"Passwort vergessen?", "Passwort: ********", "Passwort: %s", "Kennwort = {password}", "mot de passe : changeme",
			"密码：●●●●●●●●", "密码错误", "密码：123456", "Passwortänderung: " + pw, "Benutzer:Passwort:Backend",
			"[Benutzer[:Passwort]@]Rechner[:Port]", "Gruppenname:Passwort:GID:Benutzerliste", "senha: sua_senha_aqui",
			"clé: abc", "токен: " + randToken(r, tAlnum, 10), "Passwort " + pw, "APIキー：your-api-key",
			"Das Passwort wird im Tresor gespeichert. Nächster Schritt: " + pw,
			// found by review: a mask's stars, a CJK compound, Korean 키 in 패키지, Italian "parola chiave"
			"Passwort: ******************** " + pw, "密码强度: " + pw, "패키지 해시: " + key, "Parola chiave: " + pw,
			// Markdown's stars must close what they opened; a table row needs a password-like cell
			"Passwort: **" + pw, "Passwort: ***" + pw + "***", "Passwort: *" + pw + "**", "| Passwort | stark | schwach |",
			"Passwort vergessen | " + pw + " | hilfe |",
			// a copula before words is a sentence about the password
			"Passwort ist falsch", "le mot de passe est incorrect", "la contraseña es obligatoria",
			"Das Passwort ist zu kurz (min. 8 Zeichen)", "Passwortänderung ist " + pw, "Passwort ist " + pw[:4],
			"das Passwort für die Datenbank ist geändert", "lösenordet för kontot är fel",
			// a label after a comma in the middle of a sentence; a model's MDP
			"Benutzer, Passwort " + pw + " und Rolle", "the MDP " + pw + " converges",
			// a label inside a longer word, or after a short one
			"Passwortänderungsdatum: " + pw, "Ab9passwort: " + pw,
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, localizedID); len(got) > 0 {
				t.Errorf("%q: reports %q", text, got[0].Secret)
			}
		}
	}
}

// TestLocalizedWordsDistinct: each label is listed once, in one case; the rule's
// keywords are the labels spelled in ASCII, so that the shared keyword
// index keeps ASCII columns only.
func TestLocalizedWordsDistinct(t *testing.T) {
	for i, w := range localizedWords {
		for _, o := range localizedWords[:i] {
			if strings.EqualFold(o.word, w.word) {
				t.Errorf("%q listed twice (labels are matched in any case)", w.word)
			}
		}
	}
	for _, k := range newLocalizedCredential().info().Keywords {
		if !isASCII(k) || k != strings.ToLower(k) {
			t.Errorf("keyword %q: not lower-case ASCII", k)
		}
	}
}

// TestPasswordEndingInSymbol: a password of words and digits that ends
// with '-' (or '_' after both cases and digits), or with a '.' at the end
// of a field's line, passes the password gate, which reads a name's
// humps in the same letters without it.
func TestPasswordEndingInSymbol(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(62))
	w := func() string {
		return strings.ToUpper(randToken(r, "bcdfgklmnprstv", 1)) + randToken(r, "aeiou", 1) + randToken(r, "bcdfgklmnprstv", 1) + "ar"
	}
	for range 3 {
		pw := w() + w() + randToken(r, "0123456789", 3)
		for _, text := range []string{"wachtwoord: " + pw + "-", "  Kennwort:     " + pw + ".\n  PIN: x", "Passwort: " + pw + "_"} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, localizedID); len(got) != 1 || !strings.HasPrefix(got[0].Secret, pw) {
				t.Errorf("%q: %+v", text, ms)
			}
		}
		for _, v := range []string{pw, "Base64Encoder", "DbPassword", "snake_name_", "-"} {
			if passwordValue(v) {
				t.Errorf("%q passes the password gate", v)
			}
		}
	}
}
