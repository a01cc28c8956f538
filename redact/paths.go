package redact

import "regexp"

// homeUser finds the user name in home-directory paths: /Users/alice/…,
// /home/alice/…, C:\Users\alice\…. Group 1 is the user name.
var homeUser = regexp.MustCompile(`(?:/Users/|/home/|[A-Za-z]:\\Users\\|[A-Za-z]:/Users/)([A-Za-z0-9._-]+)`)

// anonymousUser replaces user names; it is itself left alone, so
// anonymizing twice changes nothing.
const anonymousUser = "user"

// homeUserSpans returns the spans of user names in home-directory paths of
// s (paths: anonymize).
func homeUserSpans(s string) []span {
	if !containsHome(s) {
		return nil
	}
	var out []span
	for _, m := range homeUser.FindAllStringSubmatchIndex(s, -1) {
		name := s[m[2]:m[3]]
		if name == anonymousUser || name == "Shared" || name == "Public" {
			continue
		}
		out = append(out, span{m[2], m[3]})
	}
	return out
}

func containsHome(s string) bool {
	for i := 0; i+5 < len(s); i++ {
		switch s[i] {
		case 'U', 'h':
			if s[i:i+5] == "Users" || s[i:i+5] == "home/" {
				return true
			}
		}
	}
	return false
}
