package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestCLIToolPasswords: passwords in the argument positions of rar -hp,
// ipmitool -P, winrs -p:, qpdf --encrypt, pdftk user_pw/owner_pw,
// samba-tool user create, mkpasswd, piped into gpg --passphrase-fd 0 and
// cryptsetup -d -, and a login token after zsh's history stamp; their
// prompts and file forms stay clean.
func TestCLIToolPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(304))
	for range 4 {
		pw := randToken(r, tAlnum, 12) + "7!"
		pw2 := randToken(r, tAlnum, 14) + "3"
		for _, tc := range []struct{ text, want string }{
			{"rar a -hp" + pw + " -m5 offsite.rar /srv/data\n", pw},
			{"$ ipmitool -I lanplus -H 10.90.0.31 -U ADMIN -P " + pw + " chassis power status\n", pw},
			{`winrs -r:http://hv02.corp.local:5985 -u:CORP\hvadmin -p:` + pw + ` "powershell Get-VM"` + "\n", pw},
			{"qpdf --encrypt " + pw + " " + pw2 + " 256 -- in.pdf out.pdf\n", pw + "|" + pw2},
			{"pdftk in.pdf output out.pdf user_pw " + pw + " owner_pw " + pw2 + "\n", pw + "|" + pw2},
			{"samba-tool user create jdoe " + pw + " --given-name=Jane\n", pw},
			{`sudo usermod -p "$(mkpasswd -m sha-512 ` + pw + `)" root` + "\n", pw},
			{`echo "` + pw + `" | gpg --batch --passphrase-fd 0 -d backup.tar.gpg | tar -xf -` + "\n", pw},
			{"echo -n '" + pw + "' | cryptsetup luksOpen /dev/nvme1n1p2 archive -d -\n", pw},
			// a command line given as sh's or lftp's -c argument
			{`15 3 * * * /usr/bin/lftp -c "open -u backup,` + pw + ` ftp://nas.home.arpa; mirror -R /srv /vol" >> /var/log/lftp.log` + "\n", pw},
			{`      /bin/sh -c "mc alias set local http://minio:9000 admin ` + pw2 + ` && mc mb -p local/uploads"` + "\n", pw2},
		} {
			wantFound(t, s, tc.text, tc.want, "")
		}
		key := strings.ToLower(randToken(r, tHex, 40))
		wantFound(t, s, ": 1708976737:0;wandb login "+key+"\n", key, "")
	}
	for _, text := range []string{
		"ipmitool -I lanplus -H 10.0.0.1 -U ADMIN -E chassis status\n",
		"qpdf --decrypt in.pdf out.pdf\n",
		"echo -n 'hello world' | wc -c\n",
		"cryptsetup luksOpen /dev/sdb1 data --key-file /root/keys/data.key\n",
		`su - postgres -c "psql -c \"select 1\""` + "\n",
		`bash -lc "make test && ./bin/run --port 8080"` + "\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}
