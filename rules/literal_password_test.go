package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestLiteralPasswordPositions: where a statement or a command takes the
// password and nothing else, a weak one (lower-case letters, digits, a
// spaced phrase) is masked; a stand-in there (placeholder, variable,
// concatenation, the name of one, a word of code, the JDK's changeit)
// keeps every byte.
func TestLiteralPasswordPositions(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3802))
	for range 4 {
		word := randToken(r, "abcdefghijklmnopqrstuvwxyz", 6+r.Intn(6))
		digits := randToken(r, "123456789", 4+r.Intn(6))
		phrase := strings.Join([]string{randToken(r, "abcdefghij", 4), randToken(r, "klmnopqrst", 5), randToken(r, "uvwxyzabcd", 4), randToken(r, "efghijklmn", 6)}, " ") + "!"
		for _, c := range []struct{ text, secret string }{
			{"CREATE USER grafana_reader WITH PASSWORD '" + phrase + "';\n", phrase},
			{"ALTER ROLE app WITH LOGIN PASSWORD '" + word + "';\n", word},
			{"CREATE USER loader IDENTIFIED WITH sha256_password BY '" + digits + "' HOST ANY;\n", digits},
			{"CREATE USER 'app'@'%' IDENTIFIED BY '" + word + "';\n", word},
			{"$ sshpass -p " + word + " ssh pi@192.168.1.50 uptime\n", word},
			{"$ mysql -u root -p" + digits + " -h 127.0.0.1 shop < dump.sql\n", digits},
			{"$ openssl pkcs12 -export -in c.pem -inkey k.pem -out b.p12 -passout pass:" + digits + "\n", digits},
			{"$ keytool -importcert -file root.crt -keystore trust.jks -storepass " + word + " -noprompt\n", word},
			{"$ zip -r -P " + word + " handover.zip ./exports\n", word},
			{"$ 7z a -p" + digits + " backup.7z ./data\n", digits},
			{"$ nmcli dev wifi connect \"Lab-IoT\" password \"" + digits + "\" ifname wlan0\n", digits},
			{"$ nmcli con modify home wifi-sec.psk " + word + "\n", word},
		} {
			ms := detectNoPanic(t, s, c.text)
			i := strings.Index(c.text, c.secret)
			if !covers(ms, i, i+len(c.secret)) {
				t.Errorf("%q: %q is not masked (%v)", c.text, c.secret, ms)
			}
		}
	}
	for _, text := range []string{
		"CREATE USER app WITH PASSWORD 'your_password';\n",
		"CREATE USER app WITH PASSWORD '<password>';\n",
		"CREATE USER app WITH PASSWORD 'enter your new one here';\n",
		"EXECUTE IMMEDIATE 'CREATE USER ' || u || ' IDENTIFIED BY ' || pw;\n",
		"ALTER USER scott IDENTIFIED BY VALUES 'S:0123';\n",
		"CREATE USER app IDENTIFIED EXTERNALLY;\n",
		"$ sshpass -p \"$SSHPASS\" ssh pi@host uptime\n",
		"$ mysql -u root -p${MYSQL_ROOT_PASSWORD} shop\n",
		"$ mysql -u root -proot shop\n",
		"$ keytool -list -keystore cacerts -storepass changeit\n",
		"$ zip -r -P \"$(cat pw.txt)\" out.zip dir\n",
		"$ nmcli con modify home wifi-sec.psk-flags 1\n",
	} {
		if ms := detectNoPanic(t, s, text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, ms)
		}
	}
}
