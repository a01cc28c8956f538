package rules

import "strings"

// auditArgs scans again the command lines that Linux audit records write
// apart. An EXECVE record gives each argument its own field (a0="mysql"
// a1="-u" a2="root" a3="-pv"), in hex when it holds a blank, a quote or
// a byte outside ASCII (a3=2D70…), and splits a long one into pieces
// (a2_len=… a2[0]=… a2[1]=…); a PROCTITLE record gives the whole command
// line in hex, its arguments apart by NUL bytes. ausearch -i writes the
// same records decoded, unquoted. None of this reads as a command line,
// so the rules of commands (mysql -p, sshpass -p, curl -u, --password)
// miss what a reviewer of the log sees at once. The records are joined
// back into command lines, one per record, and scanned; matches map back
// to the quoted, plain or hex bytes of the arguments.
func (s *Set) auditArgs(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, "argc=") && !strings.Contains(text, "proctitle=") {
		return out, nil
	}
	var buf []byte
	var orig []int32
	eachLine(text, func(ls, le int) {
		line := text[ls:le]
		raw := auditRaw(line)
		n := len(buf)
		if k := strings.Index(line, "argc="); k >= 0 {
			buf, orig = appendExecve(buf, orig, text, ls+k, le, raw)
		} else if k := strings.Index(line, "proctitle="); k >= 0 {
			buf, orig = appendProctitle(buf, orig, text, ls+k+len("proctitle="), le, raw)
		}
		if len(buf) > n {
			buf, orig = appendAfter(buf, orig, '\n')
		}
	})
	if buf == nil {
		return out, nil
	}
	return s.scanMapped(buf, orig, maxDepth, out)
}

// auditRaw reports a record as auditd writes it, msg=audit(1741951300.402:5102):,
// whose unquoted values are hex; ausearch -i writes the time as a date and
// the values decoded.
func auditRaw(line string) bool {
	k := strings.Index(line, "audit(")
	if k < 0 {
		return false
	}
	i := k + len("audit(")
	j := i
	for j < len(line) && isDigit(line[j]) {
		j++
	}
	return j > i && j < len(line) && line[j] == '.'
}

// appendExecve appends to the view the arguments of the EXECVE record
// whose argc= is at text[at], up to end, apart by blanks. Each view byte's
// offset in text goes to orig, which holds one offset more than the view
// has bytes: the end of the last argument. A blank between arguments
// takes that end, so that a match ending there ends with the argument.
func appendExecve(buf []byte, orig []int32, text string, at, end int, raw bool) ([]byte, []int32) {
	i := at
	for i < end && text[i] != ' ' {
		i++
	}
	arg, first := -1, true
	for i < end {
		i = skipSpaces(text, i)
		if i+1 >= end || text[i] != 'a' || !isDigit(text[i+1]) {
			break
		}
		j := i + 1
		n := 0
		for j < end && isDigit(text[j]) {
			n = n*10 + int(text[j]-'0')
			j++
		}
		piece := false
		switch {
		case strings.HasPrefix(text[j:end], "_len="):
			for i = j; i < end && text[i] != ' '; i++ {
			}
			continue
		case j < end && text[j] == '[':
			for j < end && text[j] != ']' {
				j++
			}
			j++
			piece = true
		}
		if j >= end || text[j] != '=' {
			break
		}
		vs, ve, next, hex := auditValue(text, j+1, end, raw)
		if !piece || n != arg {
			if !first {
				buf, orig = appendAfter(buf, orig, ' ')
			}
			first = false
		}
		arg = n
		buf, orig = appendArg(buf, orig, text, vs, ve, hex, false)
		i = next
	}
	return buf, orig
}

// appendProctitle appends to the view the command line of a PROCTITLE
// record's value at text[at], up to end: in hex, its NUL bytes become
// blanks.
func appendProctitle(buf []byte, orig []int32, text string, at, end int, raw bool) ([]byte, []int32) {
	if !raw {
		return appendArg(buf, orig, text, at, end, false, false) // ausearch -i: the line, decoded
	}
	vs, ve, _, hex := auditValue(text, at, end, raw)
	return appendArg(buf, orig, text, vs, ve, hex, true)
}

// auditValue reads the value at text[i]: quoted (the bytes inside the
// quotes), hex (raw records' unquoted values of an even number of hex
// digits) or plain up to a blank. It returns the value's bytes, where the
// next field starts, and whether the value is hex.
func auditValue(text string, i, end int, raw bool) (vs, ve, next int, hex bool) {
	if i < end && text[i] == '"' {
		k := strings.IndexByte(text[i+1:end], '"')
		if k < 0 {
			return i + 1, end, end, false
		}
		return i + 1, i + 1 + k, i + 2 + k, false
	}
	e := i
	for e < end && text[e] != ' ' {
		e++
	}
	hex = raw && e > i && (e-i)%2 == 0
	for k := i; hex && k < e; k++ {
		hex = isHexDigit(text[k])
	}
	return i, e, e, hex
}

// appendAfter appends to the view a byte that no byte of text writes (a
// blank between arguments, a line's end, a quote): its offset is the end
// of what was appended before it, orig's last, so that a match ending
// there ends with the argument; orig keeps its one offset more.
func appendAfter(buf []byte, orig []int32, c byte) ([]byte, []int32) {
	return append(buf, c), append(orig, orig[len(orig)-1])
}

// appendArg appends text[vs:ve] to the view, hex-decoded when hex (a NUL
// becoming a blank when nulBlank), each byte with its offset in text, then
// the offset of the value's end (orig's extra last offset, which the
// next byte appended takes the place of).
func appendArg(buf []byte, orig []int32, text string, vs, ve int, hex, nulBlank bool) ([]byte, []int32) {
	if len(orig) > len(buf) {
		orig = orig[:len(buf)] // the end offset of the argument before
	}
	if !hex {
		for k := vs; k < ve; k++ {
			buf = append(buf, text[k])
			orig = append(orig, int32(k))
		}
	} else {
		for k := vs; k+1 < ve; k += 2 {
			b := unhex(text[k])<<4 | unhex(text[k+1])
			if b == 0 && nulBlank {
				b = ' '
			}
			buf = append(buf, b)
			orig = append(orig, int32(k))
		}
	}
	return buf, append(orig, int32(ve))
}
