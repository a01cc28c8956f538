package rules

import "strings"

// maxArgvList bounds the bytes of an argument list read.
const maxArgvList = 2048

// argvLists scans again the argument lists that code hands to a process:
// subprocess.run(["mysqldump", "-u", "root", "-pv"]), exec.Command("sqlcmd",
// "-S", "db", "-P", "v"), new ProcessBuilder(…), spawn("psql", […]), a
// Dockerfile's CMD ["redis-server", "--requirepass", "v"], a Kubernetes
// command: [...] in flow style. Each argument is its own string literal,
// so the rules of commands (sqlcmd -P, --requirepass, mysql -p) never see
// a command line. A list of three string literals or more, whose first
// is a command's name and one of which is a flag, is joined by blanks
// into the command line it stands for and scanned; matches map back to
// the literal's bytes.
func (s *Set) argvLists(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, `"-`) && !strings.Contains(text, `'-`) {
		return out, nil
	}
	var buf []byte
	var orig []int32
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '[' && c != '(' {
			continue
		}
		j := skipSpaces(text, i+1)
		if j >= len(text) || text[j] != '"' && text[j] != '\'' {
			continue
		}
		closer := byte(')')
		if c == '[' {
			closer = ']'
		}
		args, end, ok := callArgsClosed(text[:min(len(text), i+1+maxArgvList)], i+1, maxArgvList, closer)
		if !ok {
			continue
		}
		if len(args) > 0 && args[0].lit && args[0].e > args[0].s && text[args[0].s] == '-' {
			if cs, ce, ok := commandBefore(text, i); ok {
				// Node's spawn('curl', ['-u', …]), execFile, Deno.Command
				args = append([]callArg{{s: cs, e: ce, lit: true}}, args...)
			}
		}
		if !argvShape(text, args) {
			continue
		}
		for k, a := range args {
			if k > 0 {
				buf, orig = appendAfter(buf, orig, ' ')
			}
			quote := strings.ContainsAny(text[a.s:a.e], " \t")
			if quote {
				// an argument with blanks stays one word: quoted
				// (${REDIS_PASSWORD:?is required} is no password)
				orig = append(orig[:len(buf)], int32(a.s))
				buf = append(buf, '"')
			}
			buf, orig = appendArg(buf, orig, text, a.s, a.e, false, false)
			if quote {
				buf, orig = appendAfter(buf, orig, '"')
			}
		}
		buf, orig = appendAfter(buf, orig, '\n')
		i = end
	}
	if buf == nil {
		return out, nil
	}
	return s.scanMapped(buf, orig, maxDepth, out)
}

// argvShape reports an argument list: three string literals or more and
// nothing else, the first a command's name or path (no blank), one a
// flag (-p, --password).
func argvShape(text string, args []callArg) bool {
	if len(args) < 3 {
		return false
	}
	flag := false
	for k, a := range args {
		if !a.lit || a.e-a.s > 1000 {
			return false
		}
		v := text[a.s:a.e]
		if k == 0 && (v == "" || len(v) > 128 || strings.ContainsAny(v, " \t\n") || v[0] == '-') {
			return false
		}
		flag = flag || k > 0 && len(v) > 1 && v[0] == '-'
	}
	return flag
}

// commandBefore returns the string literal just before the list opening
// at text[i], after a comma: the command of spawn('curl', ['-s', …]).
func commandBefore(text string, i int) (int, int, bool) {
	j := i - 1
	for j >= 0 && (text[j] == ' ' || text[j] == '\t') {
		j--
	}
	if j < 0 || text[j] != ',' {
		return 0, 0, false
	}
	j--
	for j >= 0 && (text[j] == ' ' || text[j] == '\t') {
		j--
	}
	if j < 1 || text[j] != '"' && text[j] != '\'' {
		return 0, 0, false
	}
	q, e := text[j], j
	s := strings.LastIndexByte(text[max(0, e-128):e], q)
	if s < 0 {
		return 0, 0, false
	}
	s += max(0, e-128) + 1
	if s >= e || strings.ContainsAny(text[s:e], " \t\n") {
		return 0, 0, false
	}
	return s, e, true
}
