package rules

import (
	"math/rand"
	"testing"
)

// TestProxyListPassword: a proxy list's host:port:user:password lines,
// in a file, in code and after a scheme, and the colon-joined texts that
// are no proxy (compiler and grep positions, pgpass' five fields, port
// maps, times).
func TestProxyListPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(311))
	ip := func() string {
		return itoa(1+r.Intn(223)) + "." + itoa(r.Intn(256)) + "." + itoa(r.Intn(256)) + "." + itoa(1+r.Intn(254))
	}
	for range 5 {
		user := randToken(r, tLower, 8)
		p1, p2 := randToken(r, tAlnum, 12), randToken(r, tLower, 14)
		list := "$ head -3 proxies.txt\n" + ip() + ":6712:" + user + ":" + p1 + "\n" + ip() + ":5398:" + user + ":" + p1 + "\n"
		wantFound(t, s, list, p1+"|"+p1, "proxy-list-password")
		wantFound(t, s, `PROXIES = ["gate.smartproxy.com:7000:user-sp`+randToken(r, tLower, 6)+`-country-us:`+p2+`"]`+"\n", p2, "proxy-list-password")
		wantFound(t, s, "curl -x socks5://pr.oxylabs.io:7777:customer-"+user+":"+p1+" https://ip.oxylabs.io\n", p1, "proxy-list-password")
		for _, benign := range []string{
			"main.go:12:5:undefinedVariable\n",
			"notes.md:3:TODO:fixlater-please\n",
			"10.0.0.1:80:svc:8080\n",
			ip() + ":5432:appdb:postgres:" + p1 + "\n", // pgpass: its own rule
			"2024.01.02:12:34:56789abc\n",
			"[::ffff:" + ip() + "]:443:tls:handshake\n",
			ip() + ":8080:" + user + ":changeme\n",
		} {
			wantNoRule(t, s, benign, "proxy-list-password")
		}
	}
}

// TestQualifiedSecretName: a secret word followed by what the secret is
// for (CONAN_PASSWORD_<REMOTE>), and the settings about a secret that
// share the shape.
func TestQualifiedSecretName(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(312))
	for range 5 {
		pw := randToken(r, tAlnum, 14) + "^~"
		tok := randToken(r, tAlnum, 32)
		wantFound(t, s, "CONAN_LOGIN_USERNAME_NEBULA_CONAN=ci-conan\nCONAN_PASSWORD_NEBULA_CONAN="+pw+"\n", pw, "secret-assignment")
		wantFound(t, s, "export DB_PASSWORD_PROD=\""+pw+"\"\n", pw, "secret-assignment")
		wantFound(t, s, "NPM_TOKEN_PUBLISH: "+tok+"\n", tok, "")
		for _, benign := range []string{
			"PASSWORD_MIN_LENGTH=12\n",
			"SECRET_NAME=" + pw + "\n",
			"TOKEN_EXPIRY_SECONDS=3600\n",
			"DB_PASSWORD_PROD=hunter22\n",
			"  DOCKER_PASSWORD_STAGING: ${{ secrets.DOCKER_PASSWORD_STAGING }}\n",
			"Db_Password_Prod=" + pw + "\n", // not an environment variable's capitals: code
		} {
			wantNoRule(t, s, benign, "secret-assignment")
		}
	}
}

// TestSecretFileWrite: a value echoed or printed into a file whose name
// says secret, and the writes that are no secret (a variable, a public
// key, a placeholder, a note).
func TestSecretFileWrite(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(313))
	for range 5 {
		pw := randToken(r, tAlnum, 12) + "#?"
		hex := randToken(r, tHex, 32)
		wantFound(t, s, "$ printf '%s\\n' '"+pw+"' > /tmp/newpass && restic key add --new-password-file /tmp/newpass\n", pw, echoFileID)
		wantFound(t, s, "alex@web-02:~$ echo -n "+pw+" > ~/.ansible/vault_pass.txt\n", pw, echoFileID)
		wantFound(t, s, "echo '"+pw+"' | sudo tee -a /etc/rsyncd.secrets >/dev/null\n", pw, "")
		wantFound(t, s, "echo "+hex+" > config/master.key\n", hex, echoFileID)
		for _, benign := range []string{
			"echo $DB_PASSWORD > /run/secrets/db_password\n",
			"echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + randToken(r, tAlnum, 43) + "' > ~/.ssh/id_ed25519.pub\n",
			"echo changeme > pass.txt\n",
			"echo '" + pw + "' > notes.txt\n",
			"echo '" + pw + "' | tee /tmp/password.txt other.txt\n",
		} {
			wantNoRule(t, s, benign, echoFileID)
		}
	}
}
