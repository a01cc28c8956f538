package rules

import (
	"math/rand"
	"testing"
)

// TestLocalizedValuesBeyondASCII: a password typed in another alphabet
// (Fußball61?, Солнышко0306), a password of letters and digits alone
// (typedPassword), a value glued to a sentence's particle (です, 입니다),
// an English label in a sentence of another language, a Hebrew label
// with its article and bidi marks, and a Markdown row's cell are read
// after a label; a product's name, a noun glued to a particle that is no
// sentence's end, an English label in English or before '=' and a camel
// name are not.
func TestLocalizedValuesBeyondASCII(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(71))
	for range 3 {
		num := randToken(r, "0123456789", 4)
		tok := randToken(r, tAlnum, 24)
		hex := randToken(r, "0123456789abcdef", 32)
		app := randToken(r, "abcdefghijklmnopqrstuvwxyz", 16) // a mail service's authorization code
		for !lettersAppPassword(app) {
			app = randToken(r, "abcdefghijklmnopqrstuvwxyz", 16) // the label is under test, not the gate
		}
		for _, c := range []struct{ text, secret string }{
			{"kennwort = Fußball" + num + "?", "Fußball" + num + "?"},
			{"Пароль: Солнышко" + num + " — и теперь", "Солнышко" + num},
			{"Новий пароль: Вишня-" + num + "!. Старий", "Вишня-" + num + "!"},
			{"Mật khẩu tạm thời: Đàlạt-" + num + "!", "Đàlạt-" + num + "!"},
			{"Nueva contraseña de la wifi: Niño-" + num + "#", "Niño-" + num + "#"},
			{"senha: ZRCD" + num, "ZRCD" + num},
			{"비밀번호: Saranghae" + num, "Saranghae" + num},
			{"Palavra-passe: Amorzinho" + num, "Amorzinho" + num},
			{"[FTP]\nUsuario=EMP0421\nClave=NLH" + num + "XO\n", "NLH" + num + "XO"},
			{"本番のRedisのパスワードは" + tok + "です。", tok},
			{"스테이징 DB 비밀번호: " + tok + "입니다", tok},
			{"SMTP 授权码是" + app + "，发件", app},
			{"staging的DB password是" + tok + "，don't commit哈", tok},
			{"La password del DB di collaudo è Amore" + num + "+, mi raccomando", "Amore" + num + "+"},
			{"¡Ojo! El token de la API es " + hex + ". Caduca en Configuración", hex},
			{"signing secret은 " + hex + "예요", hex},
			{"pass db mới nè: Saigon" + num + ".🙏", "Saigon" + num},
			{"الرمز السري لحساب الخدمة: \u200f" + tok + "\u200f، يرجى حفظه", tok},
			{"Sicherheitsschlüssel für das Netzwerk:    " + num + num + num + num + num, num + num + num + num + num},
			{"הסיסמה לשרת הבדיקות: \u200eSababa" + num + "*\u200e תודה", "Sababa" + num + "*"},
			{"| 数据库密码 | `" + tok + "=x%y` | 2025-03 更新 |", tok + "=x%y"},
		} {
			wantRuleSecret(t, s, c.text, localizedID, c.secret)
		}
		for _, text := range []string{
			"パスワードは1Passwordの「staging db」です", "the password is in 1Password under 'db'",
			"password=" + tok + "&next=/admin/", "the password is Amore" + num, "| Kennwort | PasswortRichtlinie" + num + " |",
			"パスワードは" + tok + "の中にあります", "Пароль: Вводится при первом входе", "Bạn cần pass qua bước này: kiểm tra lại",
			"please pass: " + tok, "\t\t\"PASS:\\x61\\x62\\x63\\xff\\x00\\x64\",",
		} {
			wantNoRule(t, s, text, localizedID)
		}
	}
}

// wantRuleSecret fails t unless rule reports exactly one finding in text,
// secret (other rules may report more).
func wantRuleSecret(t *testing.T, s *Set, text, rule, secret string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := onlyRule(ms, rule); len(got) != 1 || got[0].Secret != secret {
		t.Errorf("%q: %s reports %d findings, want %q", text, rule, len(got), secret)
	}
}

// TestASCIIShadow: the shadow of a value keeps its length in runes, its
// classes and its repeats.
func TestASCIIShadow(t *testing.T) {
	for in, want := range map[string]uint8{"Fußball61?": 15, "Солнышко0306": 7, "Niño-90#": 15, "abc": 2, "ΉΛΙΟΣ": 1} {
		sh := asciiShadow(in)
		if !isASCII(sh) || len([]rune(in)) != len(sh) || classBits(sh) != want {
			t.Errorf("asciiShadow(%q) = %q (classes %b, want %b)", in, sh, classBits(sh), want)
		}
	}
	if sh := asciiShadow("Ааа"); sh[1] != sh[2] {
		t.Errorf("asciiShadow(Ааа) = %q: a repeated letter must map to one letter", sh)
	}
}
