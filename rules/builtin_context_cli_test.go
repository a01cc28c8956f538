package rules

import (
	"math/rand"
	"testing"
)

func TestCLIPassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{cliPasswordID, func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 10+r.Intn(8)) }
		p1, p2, p3, p4, p5, p6, p7, p8 := p(), p(), p(), p(), p(), p(), p(), p()
		p9, p10, p11, p12, p13, p14, p15, p16 := p(), p(), p(), p(), p(), p(), p(), p()
		p17, p18, p19, p20, p21, p22, p23, p24 := p(), p(), p(), p(), p(), p(), p(), p()
		p25, p26, p27, p28 := p()+"#1", p()+"#2", p()+"#3", p()
		p29, p30, p31, p32 := p(), p(), p(), p()
		s3ID := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) // an S3 access key id
		words := []string{"Granite", "Harbor", "Lantern"}[r.Intn(3)] + []string{"Otter", "Meadow", "Pixel"}[r.Intn(3)] + randToken(r, "0123456789", 2)
		manPw := "Pwd" + randToken(r, "0123456789", 1) + []string{"Steve", "Maple", "Otter"}[r.Intn(3)]
		chosenDot := "ThunderRocket" + randToken(r, "0123456789", 2) + "." // a chosen password ending with '.'
		code1, code2 := digitsN(r, 8), digitsN(r, 8)                       // a printer's LAN access codes
		return []sample{
			one(`PsExec.exe \\10.0.0.5 -u CORP\svc -p `+p1+` -s cmd.exe`, p1),
			one("evil-winrm -i 10.0.0.5 -u administrator -p '"+p2+"'", p2),
			one("hydra -l admin -p "+p3+" ssh://10.0.0.7", p3),
			one(`$sec = ConvertTo-SecureString "`+p4+`" -AsPlainText -Force`, p4),
			one(`New-LocalUser -Name svc -Password (ConvertTo-SecureString -String '`+p5+`' -AsPlainText -Force)`, p5),
			one("Connect-VIServer -Server vc01 -User admin -Password "+p6, p6),
			one(`net use Z: \\fs01\share `+p7+` /user:CORP\bob /persistent:no`, p7),
			one("htpasswd -bc /etc/nginx/.htpasswd alice "+p8, p8),
			one("htpasswd -nbB alice '"+p9+"' > users", p9),
			one("smbclient //fs01/share -U 'CORP\\bob%"+p10+"' -c ls", p10),
			one("xfreerdp /v:10.0.0.9 /u:bob /p:"+p11+" /cert:ignore", p11),
			one("sqlplus -s scott/"+p12+"@//db01:1521/ORCL @run.sql", p12),
			one("SQL> conn system/"+p29+"@//ora-hr.example:1521/HRPDB\nConnected.", p29),
			one("RMAN> connect target sys/"+p30+"@prod\n", p30),
			one("30 2 * * 0 exp system/"+p31+"@EDWPRD file=/backup/w.dmp full=y", p31),
			one("ab -n 500 -c 5 -A loadtest:"+p32+" https://intranet.example/reports", p32),
			one("rabbitmqctl add_user deploy "+p13, p13),
			one("7z a -p"+p14+" -mhe=on backup.7z data/", p14),
			one("echo '"+p15+"' | docker login -u bob --password-stdin ghcr.io", p15),
			one("plink -ssh -pw "+p16+" root@10.0.0.3", p16),
			one("ansible-playbook site.yml --become-pass "+p17, p17),
			one("impacket-secretsdump CORP/admin:"+p18+"@10.0.0.5", p18),
			one("snmpwalk -v3 -l authPriv -u mon -a SHA -A "+p19+" -x AES -X "+p20+" 10.0.0.1", p19, p20),
			one("mysqladmin -u root -p'"+p21+"' status", p21),
			one("net user svc_backup "+p22+" /add /domain", p22),
			// a Windows prompt glued to the command; a password of words and digits
			one(`C:\Windows\system32>net user svc_report `+words+` /add`, words),
			one("sudo mosquitto_passwd -b /etc/mosquitto/passwd sensor "+p22+"x", p22+"x"),
			one(".nf\nhtpasswd -db /usr/web/.htpasswd-all jones "+manPw+"\n.fi\n.sp\n", manPw), // a man page's example; no fold into ".fi"
			one(`$ echo "`+p23+`" | sudo bin/elasticsearch-keystore add --stdin xpack.security.http.ssl.keystore.secure_password`, p23),
			one("mysqladmin -u root password "+p23, p23),
			one("ssh-keygen -t ed25519 -N '"+p24+"' -f ~/.ssh/deploy", p24),
			one(`ssh-keygen -t ed25519 -N "correct horse battery `+p24+`" -f k`, "correct horse battery "+p24),
			one("curl -sS -u admin:"+p25+" https://ci.example.com/api/json", p25),
			one("curl --user jane.doe@example.com:"+p26+" -X POST https://x", p26),
			one("curl -uadmin:"+p27+" https://x", p27),
			one(`curl --proxy-user=svc:`+p28+` -x proxy:3128 https://x`, p28),
			one("mc alias set myminio https://minio.example.com:9000 backupuser "+p29+" --api S3v4", p29),
			one("mc alias set prod https://minio.example.com "+s3ID+" "+p29, s3ID, p29), // a generated access key too
			one("$ mc admin user add prod analytics-svc "+chosenDot+"\nAdded user `analytics-svc` successfully.", chosenDot),
			// lftp -u USER,PASS and Mosquitto's -P: the password alone,
			// even of digits (a Bambu printer's LAN access code)
			one("$ lftp -u bblp,"+code1+" -e \"ls /; bye\" ftps://192.168.1.91:990", code1),
			one("$ mosquitto_pub -h 192.168.1.91 -p 8883 -u bblp -P '"+code2+"' -t x -m '{}'", code2),
			// csh's, U-Boot's and launchd's setenv NAME VALUE
			one("isvp_t31# setenv wlanssid Werkstatt\nisvp_t31# setenv wlanpass "+p29+"x\n", p29+"x"),
			one("% setenv DB_PASSWORD "+p30+"y\n% setenv PATH /usr/bin\n", p30+"y"),
			one("$ launchctl setenv GITHUB_TOKEN "+s3ID+"z", s3ID+"z"),
			one("poetry config http-basic.private alice "+p30, p30),
			one("poetry config http-basic.acme ci '="+p30+"'", "="+p30),                                            // quoted: the '=' is the password's
			one("printf '%s' 'svc-reports:"+p31+"' | base64", p31), one("echo -n admin:"+p32+" | base64 -w0", p32), // a Basic header made by hand
			one("composer config --global http-basic.repo.example.com alice "+p31, p31),
			one("poetry config pypi-token.pypi "+p32, p32),
			one("spawn ssh admin@10.0.0.5\nexpect \"*assword:\"\nsend \""+p1+"\\r\"\ninteract", p1),
			one("expect \"Password: \"\n  send -- \""+p2+"\\r\"", p2),
			one("expect {\n  \"*assword:\" { send -- \""+p3+"\\r\"; exp_continue }\n  eof\n}", p3),
			one("openssl passwd -6 -salt "+p4[:8]+" "+p5, p5), one("useradd -m -p $(openssl passwd -1 "+p6+") bob", p6),
			one("hash=$(openssl passwd -6 -rand /dev/urandom "+p15+")", p15),
			one("wpa_passphrase HomeNet "+p7+" >> /etc/wpa_supplicant.conf", p7), one("rclone obscure "+p8, p8),
			one("lftp -u bob,"+p9+" sftp://files.example.com", p9),
			one("aws configure set aws_secret_access_key "+p10+" --profile prod", p10),
			one("npm config set _authToken "+p11, p11), one("git config --global github.token "+p12, p12),
			one(`dotnet user-secrets set "Stripe:SecretKey" "`+p13+`"`, p13),
			one("run `curl -u admin:"+p14+"`, then retry", p14),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 14)
		return []string{
			"ssh -p 2222 -l deploy host", "docker run -u 1000 -p 127.0.0.1:8080:80/tcp nginx",
			"mysql -u root -p appdb", "mysql -u root -p my_app_db",
			"ps -u www -p 1234,5678", "pytest -p no:cacheprovider -u", "diff -u -p old/main.go new/main.go",
			"tool -u bob -p $PASSWORD", "tool -u bob -p ${{ secrets.PW }}", "tool -u bob -p node2",
			"tool -u bob -p config.yaml", "tool -u bob -p db.internal.example.com",
			"git log -p " + v, // no user flag: -p is a patch, a port, a path
			"Get-Credential -Password $cred", "Set-Thing -PasswordFile C:\\pw.txt",
			"openssl enc -pass env:PASSPHRASE -in f", "openssl pkcs12 -pass pass:" + v[:0] + "$PW",
			`net use \\fs01\share /user:bob *`, "htpasswd -c .htpasswd alice", "htpasswd -B .htpasswd alice",
			"sqlplus / as sysdba", "sqlplus /nolog", "SQL> conn / as sysdba", "RMAN> connect target /", "the tool will connect to host/path@x",
			"ab -n 100 -A user:$PASSWORD https://x", "exp file=/backup/full.dmp full=y",
			"The token's exp is only 60 seconds after iat. Let me look at src/api/client.ts", "echo " + v + " | base64 -d",
			"cmd -bypass " + v, "rabbitmqctl list_users", "zip -r out.zip dir", "echo hello | sudo -S true",
			"net user alice", "net user alice * /add", `echo "$PW" | bin/kibana-keystore add elasticsearch.password --stdin`, "echo done | elasticsearch-keystore list", "net user alice /delete", "ssh-keygen -t ed25519 -N '' -f k", `ssh-keygen -N "your passphrase here" -f k`, `ssh-keygen -N "my secret passphrase" -f k`, `ssh-keygen -N "change me later" -f k`, `ssh-keygen -N "$NEW PASS" -f k`,
			"mysqladmin -u root password", "mysqladmin -u root -p status",
			"mc alias set myminio https://minio.example.com", "mc admin user add prod analytics-svc", "setenv PATH /usr/local/bin:/usr/bin", "mosquitto_sub -h localhost -t 'x/#' -P \"$MQTT_PASS\"", "setenv wlanssid Werkstatt", "setenv DB_PASSWORD $DBPW", "launchctl getenv GITHUB_TOKEN", "mc admin user add prod svc $MINIO_SVC_SECRET", "mc alias set local http://localhost:9000 minioadmin minioadmin",
			"mc alias set s3 https://s3.amazonaws.com $AWS_ACCESS_KEY_ID $AWS_SECRET_ACCESS_KEY", "poetry config http-basic.private --unset",
			"echo -n $USER:$PASS | base64", "echo https://example.com | base64", "echo hello:world there | base64",
			"poetry config http-basic.private alice", "composer config http-basic.repo.example.com alice ${COMPOSER_PASSWORD}",
			"expect \"*assword:\"\nsend \"$env(PW)\\r\"", "expect \"$ \"\nsend \"ls -la\\r\"", "expect(token).toBe(1)\nsend \"x\\r\"",
			"expect {\n  \"yes/no\" { send \"yes\\r\" }\n}",
			"curl -u admin https://x", "curl -u admin: https://x", "curl -u $USER:$PASS https://x", "curl -u \"$CREDS\" https://x",
			"curl -u ${{ secrets.USER }}:${{ secrets.PW }} https://x", "curl -u admin:changeme https://x", "curl -u user:password https://x",
			"openssl passwd -6 -stdin < pw.txt", "openssl passwd -1 -in pw.txt", "wpa_passphrase HomeNet", "rclone obscure -",
			"lftp -u bob sftp://files.example.com", "aws configure set region eu-west-1", "aws configure set aws_secret_access_key $SECRET",
			"git config --global user.name " + v, "`curl -u username:token`,", "npm config set registry https://registry.example.com/", "git config credential.helper store",
		}
	}})
}
