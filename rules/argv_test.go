package rules

import (
	"math/rand"
	"testing"
)

// TestArgvLists: a command's arguments as code's list of string literals
// are read as the command line they stand for, by the rules of commands.
func TestArgvLists(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(354))
	for range 4 {
		pw := randToken(r, tAlnum, 10) + "+=" + randToken(r, tAlnum, 8)
		for _, text := range []string{
			`ProcessBuilder pb = new ProcessBuilder("sqlcmd", "-S", "db01.acme.local", "-U", "sa", "-P", "` + pw + `", "-Q", "BACKUP DATABASE [Ledger]");`,
			`subprocess.run(["mysqldump", "-h", "db1", "-u", "root", "-p` + pw + `", "--all-databases"], check=True)`,
			`const child = spawn('curl', ['-s', '-u', 'deploy:` + pw + `', 'https://ci.acme.io/api/json']);`,
		} {
			wantSecret(t, s, text+"\n", pw)
		}
	}
	for _, text := range []string{
		`subprocess.run(["pg_dump", "--no-owner", "-d", "app"], check=True)`,
		`args = ["--verbose", "--output", "out.json"]`,
		`cmd := exec.Command("git", "log", "--oneline", "-n", "20")`,
		`    command: ["redis-server", "--requirepass", "${REDIS_PASSWORD:?REDIS_PASSWORD is required}"]`,
	} {
		wantNothing(t, s, text+"\n")
	}
}
