package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestSecretFile: the lines of credential files printed whole, and what
// is not such a file.
func TestSecretFile(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(20))
	for range 3 {
		const upper, digit = "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"
		pw := "Quartz" + randToken(r, tAlnum, 8) + "*"
		pw2 := randToken(r, tAlnum, 16)
		ticket := strings.ToUpper(randToken(r, tHex, 32))
		for _, c := range []struct{ text, secret string }{
			{"$ sudo cat /etc/rsyncd.secrets\nbackup:" + pw + "\nweb:" + pw2 + "\n$ ls\n", pw},
			{"$ sudo cat /etc/rsyncd.secrets\nbackup:" + pw + "\nweb:" + pw2 + "\n$ ls\n", pw2},
			{"# /etc/rsyncd.secrets on the nas (chmod 600)\nbackup:" + pw + "\n", pw},
			{"==> /etc/postfix/sasl_passwd <==\n[smtp.example.com]:587 alerts@example.com:" + pw + "\n", pw},
			{"$ cat /etc/postfix/sasl_passwd\nsmtp.example.com alerts:" + pw2 + "\n", pw2},
			{"$ cat ~/.davfs2/secrets\n# mount point  user  password\nhttps://dav.example.com/remote.php/webdav alice \"" + pw + "\"\n", pw},
			{"$ cat ~/.p4tickets\nperforce.example.com:1666=build:" + ticket + "\n$ p4 login -s\n", ticket},
			{"client\nauth-user-pass /etc/openvpn/client/corp.auth\n$ sudo cat /etc/openvpn/client/corp.auth\njdoe\n" + pw + "\n$ systemctl restart openvpn\n", pw},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		// a pgpass password that starts with '%'
		pg := "%" + randToken(r, upper, 4) + "@#" + randToken(r, tLower, 6) + randToken(r, digit, 4) + "Qz"
		wantSecret(t, s, "db.example.com:5432:*:replicator:"+pg+"\n", pg)
	}
	for _, text := range []string{
		// the file is named, not printed
		"secrets file = /etc/rsyncd.secrets\nauth users = backup\n",
		"# see the rsyncd.secrets docs\nbackup:x\n",
		"$ sudo postmap /etc/postfix/sasl_passwd\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n",
		// references and placeholders
		"$ cat /etc/rsyncd.secrets\nbackup:<password>\nweb:${RSYNC_PASSWORD}\n",
		// OpenVPN asks for the credentials: no file
		"auth-user-pass\nremote vpn.example.com 1194\n",
		// a format string in a pgpass line
		"host:5432:*:user:%s\n",
	} {
		wantNothing(t, s, text)
	}
}
