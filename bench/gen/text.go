package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Benign content: the bulk of the corpus bytes. It imitates what coding
// sessions carry (prose, source files, build and test logs, listings,
// configuration without credentials) from word lists, so it is fast to
// produce and deterministic for a seed.

var (
	words = strings.Fields(`the a to of and in is for that this it with on as be we
		function file test error value config request response handler session parser
		should will can need update check return call before after because when then
		module package import export type interface struct string number array object
		build run fix add remove change rename refactor move split merge review commit
		branch server client cache queue worker timeout retry limit buffer stream
		line column path directory output input default option flag command script
		user message tool result thinking model provider token budget context window
		schema field index entry parent child tree node leaf walk visit pattern rule
		now first next last only also still already just maybe probably actually`)
	idents = strings.Fields(`parseEntry loadConfig handleRequest buildTree walkLeaves
		renderView applyPatch readFile writeFile newClient startServer closeConn
		resolvePath normalizeKey validateInput formatOutput computeHash mergeOptions
		flushBuffer scheduleJob retryWithBackoff decodeMessage encodeFrame
		collectStats emitEvent registerHandler listSessions openStore`)
	typeNames = strings.Fields(`Session Entry Config Options Server Client Store Walker
		Parser Handler Request Response Event Message Tree Node Report Finding Rule`)
	dirs  = strings.Fields(`src internal pkg cmd lib packages/core packages/ui app server web scripts test`)
	exts  = strings.Fields(`go ts tsx py rs md json yaml toml sh`)
	level = []string{"INFO", "DEBUG", "WARN", "INFO", "INFO", "ERROR", "DEBUG"}
)

func word(r *rand.Rand) string     { return words[r.IntN(len(words))] }
func ident(r *rand.Rand) string    { return idents[r.IntN(len(idents))] }
func typeName(r *rand.Rand) string { return typeNames[r.IntN(len(typeNames))] }

// sentence appends one sentence of n words.
func sentence(b []byte, r *rand.Rand) []byte {
	n := 6 + r.IntN(14)
	for i := 0; i < n; i++ {
		w := word(r)
		if i == 0 {
			b = append(b, strings.ToUpper(w[:1])...)
			b = append(b, w[1:]...)
			continue
		}
		b = append(b, ' ')
		if r.IntN(12) == 0 {
			b = append(b, '`')
			b = append(b, ident(r)...)
			b = append(b, '`')
			continue
		}
		b = append(b, w...)
	}
	return append(b, '.')
}

// prose returns about n bytes of paragraphs.
func prose(r *rand.Rand, n int) string {
	b := make([]byte, 0, n+200)
	for len(b) < n {
		if len(b) > 0 {
			if r.IntN(4) == 0 {
				b = append(b, "\n\n"...)
			} else {
				b = append(b, ' ')
			}
		}
		b = sentence(b, r)
	}
	return string(b)
}

func filePath(r *rand.Rand) string {
	return dirs[r.IntN(len(dirs))] + "/" + strings.ToLower(ident(r)[:4]) + ident(r)[4:] + "." + exts[r.IntN(len(exts))]
}

// code returns about n bytes of Go-like or TypeScript-like source.
func code(r *rand.Rand, n int) string {
	b := make([]byte, 0, n+400)
	ts := r.IntN(2) == 0
	if ts {
		b = append(b, "import { "+typeName(r)+", "+ident(r)+" } from \"./"+strings.ToLower(typeName(r))+"\";\n\n"...)
	} else {
		b = append(b, "package "+strings.ToLower(typeName(r))+"\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n)\n\n"...)
	}
	for len(b) < n {
		name, t := ident(r), typeName(r)
		b = append(b, "// "...)
		b = sentence(b, r)
		b = append(b, '\n')
		if ts {
			b = append(b, "export function "+name+"(input: "+t+", opts: Options = {}): "+typeName(r)+" {\n"...)
		} else {
			b = append(b, "func "+name+"(in *"+t+", opts Options) (*"+typeName(r)+", error) {\n"...)
		}
		for i, m := 0, 3+r.IntN(12); i < m; i++ {
			switch r.IntN(5) {
			case 0:
				b = append(b, "\tif "+word(r)+" == nil {\n\t\treturn nil, fmt.Errorf(\""+word(r)+" "+word(r)+": %w\", err)\n\t}\n"...)
			case 1:
				b = append(b, "\tfor i := 0; i < len("+word(r)+"s); i++ {\n\t\t"+ident(r)+"(i)\n\t}\n"...)
			case 2:
				b = append(b, "\t"+word(r)+" := "+ident(r)+"(in."+typeName(r)+", "+strconv.Itoa(r.IntN(1000))+")\n"...)
			case 3:
				b = append(b, "\tconst "+word(r)+"Count = "+strconv.Itoa(r.IntN(100000))+"\n"...)
			default:
				b = append(b, "\t"+ident(r)+"(\""+word(r)+" "+word(r)+"\", opts)\n"...)
			}
		}
		b = append(b, "}\n\n"...)
	}
	return string(b)
}

func stamp(r *rand.Rand) string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+r.IntN(11), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
}

// logs returns about n bytes of service or build log lines.
func logs(r *rand.Rand, n int) string {
	b := make([]byte, 0, n+200)
	for len(b) < n {
		switch r.IntN(4) {
		case 0:
			b = append(b, "ok  \tgithub.com/acme/"+strings.ToLower(typeName(r))+"/"+word(r)+"\t"+strconv.Itoa(r.IntN(3))+"."+strconv.Itoa(100+r.IntN(900))+"s\n"...)
		case 1:
			b = append(b, "=== RUN   Test"+typeName(r)+typeName(r)+"/"+word(r)+"_"+word(r)+"\n--- PASS: Test"+typeName(r)+" (0.0"+strconv.Itoa(r.IntN(10))+"s)\n"...)
		default:
			b = append(b, stamp(r)+" "+level[r.IntN(len(level))]+" ["+strings.ToLower(typeName(r))+"] "...)
			b = sentence(b, r)
			b = append(b, " duration_ms="+strconv.Itoa(r.IntN(5000))+" status="+strconv.Itoa(200+100*r.IntN(4))+"\n"...)
		}
	}
	return string(b)
}

// listing returns `ls -la` or `git log --oneline` style output.
func listing(r *rand.Rand, n int) string {
	b := make([]byte, 0, n+200)
	git := r.IntN(2) == 0
	for len(b) < n {
		if git {
			b = append(b, hexStr(r, 7)+" "+word(r)+": "+word(r)+" "+word(r)+" "+ident(r)+"\n"...)
		} else {
			b = append(b, "-rw-r--r--  1 dev staff "+strconv.Itoa(r.IntN(90000))+" Nov "+strconv.Itoa(1+r.IntN(28))+" 12:"+strconv.Itoa(10+r.IntN(50))+" "+filePath(r)+"\n"...)
		}
	}
	return string(b)
}

// configJSON returns a pretty-printed JSON document without credentials.
func configJSON(r *rand.Rand, extra [][2]string) string {
	var b strings.Builder
	b.WriteString("{\n")
	fmt.Fprintf(&b, "  \"name\": %q,\n  \"version\": \"%d.%d.%d\",\n  \"port\": %d,\n  \"logLevel\": %q,\n",
		strings.ToLower(typeName(r))+"-service", r.IntN(5), r.IntN(20), r.IntN(30), 3000+r.IntN(6000), strings.ToLower(level[r.IntN(len(level))]))
	fmt.Fprintf(&b, "  \"features\": [%q, %q],\n  \"timeoutMs\": %d,\n", word(r), word(r), 100*r.IntN(100))
	for _, kv := range extra {
		b.WriteString("  " + string(jsonStr(kv[0])) + ": " + string(jsonStr(kv[1])) + ",\n")
	}
	fmt.Fprintf(&b, "  \"region\": \"eu-west-%d\"\n}", 1+r.IntN(3))
	return b.String()
}

func jsonStr(s string) []byte { return []byte("\"" + escBody(s) + "\"") }

// yamlDoc returns a Kubernetes-like manifest without credentials.
func yamlDoc(r *rand.Rand) string {
	name := strings.ToLower(typeName(r))
	return "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: " + name + "\n  labels:\n    app: " + name +
		"\nspec:\n  replicas: " + strconv.Itoa(1+r.IntN(5)) + "\n  template:\n    spec:\n      containers:\n        - name: " + name +
		"\n          image: registry.example.com/" + name + ":" + hexStr(r, 7) + "\n          ports:\n            - containerPort: " +
		strconv.Itoa(8000+r.IntN(100)) + "\n          env:\n            - name: LOG_LEVEL\n              value: info\n"
}

// envFile returns dotenv lines without credentials.
func envFile(r *rand.Rand) string {
	return "NODE_ENV=production\nPORT=" + strconv.Itoa(3000+r.IntN(5000)) + "\nLOG_LEVEL=" + strings.ToLower(level[r.IntN(len(level))]) +
		"\nFEATURE_" + strings.ToUpper(word(r)) + "=true\nCACHE_TTL=" + strconv.Itoa(r.IntN(3600)) + "\n"
}

const hexDigits = "0123456789abcdef"

func hexStr(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = hexDigits[r.IntN(16)]
	}
	return string(b)
}

// toolOutput returns benign output for a tool call: what `read`, `bash`,
// `cat` and friends print.
func toolOutput(r *rand.Rand, n int) string {
	switch r.IntN(8) {
	case 0, 1, 2:
		return code(r, n)
	case 3, 4:
		return logs(r, n)
	case 5:
		return listing(r, n)
	case 6:
		return configJSON(r, nil)
	default:
		if r.IntN(2) == 0 {
			return yamlDoc(r)
		}
		return envFile(r)
	}
}

// size draws a log-uniform size between lo and hi.
func size(r *rand.Rand, lo, hi int) int {
	f := float64(lo)
	for f*1.5 < float64(hi) && r.IntN(3) != 0 {
		f *= 1.5
	}
	return int(f) + r.IntN(lo)
}
