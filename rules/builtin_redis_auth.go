package rules

import "strings"

// redisAuthID is the rule of passwords given to Redis' AUTH command.
const redisAuthID = "redis-auth-password"

// redisAuth finds the password of Redis' AUTH command (AUTH pass, AUTH
// user pass, HELLO 3 AUTH user pass) as a session shows it: typed at
// redis-cli's prompt (127.0.0.1:6379> AUTH …), quoted as MONITOR, redis-cli
// --verbose and tcpdump's RESP decoder print a command ("AUTH" "u" "p"),
// and in the protocol itself (*2 $4 AUTH $n pass, which a hex dump of the
// traffic shows once decoded). redis.conf's requirepass and the URL's
// password are other rules'.
//
// AUTH is also SMTP's, POP3's and IMAP's verb: a SASL mechanism's name
// after it (AUTH PLAIN, AUTH LOGIN) is no password. Where no prompt, quote
// or RESP frame stands around it, the line must be AUTH and its arguments
// alone, in capitals, and the password not a word.
type redisAuth struct{ rule Rule }

func newRedisAuth() *redisAuth {
	return &redisAuth{rule: Rule{ID: redisAuthID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"auth"},
		Description: "Password of Redis' AUTH command: at redis-cli's prompt (AUTH [user] pass, HELLO 3 AUTH user pass), quoted as MONITOR and tcpdump print it " +
			`("AUTH" "user" "pass"), or in the RESP protocol ($4 AUTH $n pass).`}}
}

func (r *redisAuth) info() *Rule { return &r.rule }

func (r *redisAuth) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		if h+4 > len(text) || text[h:h+4] != "AUTH" && text[h:h+4] != "auth" {
			continue
		}
		var args [2][2]int
		n := 0
		strong := true // a prompt, quotes or a frame around the command
		switch {
		case h > 0 && text[h-1] == '"' && h+5 < len(text) && text[h+4] == '"':
			n = quotedArgs(text, h+5, &args)
		case h+4 < len(text) && (text[h+4] == '\r' || text[h+4] == '\n') && respHead(text, h):
			n = respArgs(text, h+4, &args)
		case h+4 < len(text) && (text[h+4] == ' ' || text[h+4] == '\t'):
			var ok, hello bool
			if strong, hello, ok = redisLineHead(text, h); !ok {
				continue
			}
			n = lineArgs(text, h+4, &args, hello)
		}
		if n == 0 {
			continue
		}
		s, e := args[n-1][0], args[n-1][1]
		v := text[s:e]
		if saslMechanisms[strings.ToUpper(text[args[0][0]:args[0][1]])] || !plainLiteral(v) || passwordName(v) || strings.EqualFold(v, "pass") ||
			strings.IndexByte(v, '`') >= 0 || strings.IndexByte(",;)", v[len(v)-1]) >= 0 {
			continue // docs' syntax: AUTH [user] pass, ("AUTH" "user" "pass"), `AUTH v`
		}
		if !strong && (text[h:h+4] != "AUTH" || wordValue.MatchString(v) || identWord(v)) {
			continue
		}
		out = append(out, Match{RuleID: r.rule.ID, Start: s, End: e, Secret: v})
	}
	return out, nil
}

// saslMechanisms are the names that follow AUTH in mail protocols.
var saslMechanisms = map[string]bool{"PLAIN": true, "LOGIN": true, "CRAM-MD5": true, "DIGEST-MD5": true, "XOAUTH2": true, "OAUTHBEARER": true,
	"NTLM": true, "GSSAPI": true, "EXTERNAL": true, "ANONYMOUS": true, "SCRAM-SHA-1": true, "SCRAM-SHA-256": true, "TLS": true, "SSL": true}

// redisLineHead reports what stands before AUTH at h on its line: a
// redis-cli prompt (host:port>, host:port[2]>, redis>) or HELLO's version
// (strong; hello for HELLO), or nothing but blanks or a bare "> " (weak).
// ok is false for anything else. It reads maxRedisHead bytes back at most: a
// prompt is short, and reading to the start of a long line at each AUTH
// on it was quadratic.
func redisLineHead(text string, h int) (strong, hello, ok bool) {
	lo := max(0, h-maxRedisHead)
	ls := lo + strings.LastIndexByte(text[lo:h], '\n') + 1
	head := strings.TrimSpace(text[ls:h])
	if n := len(head); n >= 7 && strings.EqualFold(head[n-7:n-1], "HELLO ") && (head[n-1] == '2' || head[n-1] == '3') {
		return true, true, true
	}
	if ls == lo && lo > 0 && text[lo-1] != '\n' {
		return false, false, false // the line starts further back: no prompt's
	}
	if head == "" {
		return false, false, true
	}
	if !strings.HasSuffix(head, ">") || strings.ContainsAny(head, " \t") {
		return false, false, false
	}
	p := strings.TrimSuffix(head, ">")
	if k := strings.LastIndexByte(p, '['); k > 0 && strings.HasSuffix(p, "]") && isDigits(p[k+1:len(p)-1]) {
		p = p[:k] // a database's number: 127.0.0.1:6379[2]>
	}
	if p == "" {
		// a bare "> " is Redis' documentation's prompt, and a quoted line
		// of a mail or of Markdown (> AUTH failed): weak
		return false, false, true
	}
	if p == "redis" || p == "valkey" {
		return true, false, true
	}
	c := strings.LastIndexByte(p, ':')
	return true, false, c > 0 && isDigits(p[c+1:]) && c+1 < len(p)
}

// maxRedisHead bounds the bytes redisLineHead reads before AUTH.
const maxRedisHead = 256

// lineArgs reads one or two blank-separated arguments after i up to the
// line's end; more make it no AUTH command of Redis, but after HELLO, whose
// AUTH takes two and other options follow (SETNAME name). It reads no
// further than the third argument (not to the line's end, which was
// quadratic on a long line of AUTHs).
func lineArgs(text string, i int, args *[2][2]int, hello bool) int {
	n := 0
	for {
		i = skipSpaces(text, i)
		if i >= len(text) || text[i] == '\r' || text[i] == '\n' {
			return n
		}
		if text[i] == '=' || text[i] == ':' {
			return 0 // AUTH = 'v': an assignment, secret-assignment's
		}
		j := i
		for j < len(text) && text[j] != ' ' && text[j] != '\t' && text[j] != '\r' && text[j] != '\n' {
			j++
		}
		if n == 2 {
			if hello {
				return 2
			}
			return 0
		}
		s, e := unquoted(text, i, j)
		args[n] = [2]int{s, e}
		n++
		i = j
	}
}

// quotedArgs reads one or two quoted arguments after the AUTH of a
// quoted command ("AUTH" "user" "pass"), as MONITOR prints it, on its
// line. It reads up to the closing quotes only (finding the line's end
// first was quadratic on a long line of "AUTH"). MONITOR escapes a quote
// inside an argument ("ab\"cd"): the password runs on past it.
func quotedArgs(text string, i int, args *[2][2]int) int {
	n := 0
	for n < 2 {
		i = skipSpaces(text, i)
		if i >= len(text) || text[i] != '"' {
			break
		}
		k := i + 1
		for k < len(text) && text[k] != '"' && text[k] != '\n' {
			if text[k] == '\\' && k+1 < len(text) && text[k+1] != '\n' {
				k++ // \" or \\ (\xNN's digits are read as they come)
			}
			k++
		}
		if k >= len(text) || text[k] != '"' {
			break
		}
		args[n] = [2]int{i + 1, k}
		n++
		i = k + 1
	}
	return n
}

// respHead reports a RESP bulk string's header "$4" and its line end
// before h.
func respHead(text string, h int) bool {
	i := h
	if i > 0 && text[i-1] == '\n' {
		i--
	} else {
		return false
	}
	if i > 0 && text[i-1] == '\r' {
		i--
	}
	return i >= 2 && text[i-2:i] == "$4"
}

// respArgs reads one or two bulk strings after AUTH's line end ($n, the
// line end, n bytes).
func respArgs(text string, i int, args *[2][2]int) int {
	n := 0
	for n < 2 {
		if i < len(text) && text[i] == '\r' {
			i++
		}
		if i >= len(text) || text[i] != '\n' {
			break
		}
		i++
		if i >= len(text) || text[i] != '$' {
			break
		}
		j := i + 1
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		size := 0
		for _, c := range text[i+1 : j] {
			size = size*10 + int(c-'0')
			if size > 512 {
				return 0
			}
		}
		if j == i+1 {
			break
		}
		if j < len(text) && text[j] == '\r' {
			j++
		}
		if j >= len(text) || text[j] != '\n' || j+1+size > len(text) {
			break
		}
		args[n] = [2]int{j + 1, j + 1 + size}
		n++
		i = j + 1 + size
	}
	return n
}
