package redact

import (
	"regexp"
	"strings"
)

// homeUser finds the user name in home-directory paths: /Users/alice/…,
// /home/alice/…, C:\Users\alice\…. Group 1 is the user name.
var homeUser = regexp.MustCompile(`(?:/Users/|/home/|[A-Za-z]:\\Users\\|[A-Za-z]:/Users/)([A-Za-z0-9._-]+)`)

// anonymousUser replaces user names; it is itself left alone, so
// anonymizing twice changes nothing.
const anonymousUser = "user"

// lsOwner finds the owner and group columns of `ls -l` lines (mode,
// link count, owner, group, then a size or a device's major number):
// they name the same user as a home path does. Groups 1 and 2.
var lsOwner = regexp.MustCompile(`(?m)^[ \t]*[-dlcbpsD][rwxsStT-]{9}[@+.]?[ \t]+\d+[ \t]+([^ \t\n]+)[ \t]+([^ \t\n]+)[ \t]+\d`)

// systemAccounts are owner and group names that identify nobody.
var systemAccounts = map[string]bool{
	anonymousUser: true, "root": true, "wheel": true, "staff": true, "admin": true, "users": true,
	"nobody": true, "nogroup": true, "daemon": true, "everyone": true, "_www": true, "www-data": true,
}

// homeUserSpans returns the spans of user names in home-directory paths of
// s, and of owners and groups in `ls -l` lines (paths: anonymize).
func homeUserSpans(s string) []span {
	out := lsOwnerSpans(s)
	if !containsHome(s) {
		return out
	}
	for _, m := range homeUser.FindAllStringSubmatchIndex(s, -1) {
		name := s[m[2]:m[3]]
		if name == anonymousUser || name == "Shared" || name == "Public" {
			continue
		}
		out = append(out, span{m[2], m[3]})
	}
	return out
}

// lsOwnerSpans returns the owner and group columns of `ls -l` lines in s,
// except system accounts and numeric ids.
func lsOwnerSpans(s string) []span {
	if !strings.Contains(s, "rw") && !strings.Contains(s, "r-") {
		return nil // every ls -l mode has one
	}
	var out []span
	for _, m := range lsOwner.FindAllStringSubmatchIndex(s, -1) {
		for g := 1; g <= 2; g++ {
			name := s[m[2*g]:m[2*g+1]]
			if systemAccounts[name] || strings.Trim(name, "0123456789") == "" {
				continue
			}
			out = append(out, span{m[2*g], m[2*g+1]})
		}
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
