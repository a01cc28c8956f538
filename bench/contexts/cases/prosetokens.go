package cases

import (
	"fmt"
	"strings"
)

// proseCases adds credentials written in prose and chat the way people
// actually paste them, with no credential word (key, token, secret,
// password, auth, credential, api) right before the value and often none
// on the line at all: "use <v> for staging", "set it to <v> and retry",
// "the new one is <v>", "swap the old one for <v>", "ok try <v>", "X
// says <v>", "for prod: <v>"; a value alone on its line after a line of
// prose ending in ':', '?', a quote or a plain word; markdown bullet
// lists and tables of environments and their values; values in quotes,
// parentheses, after a dash or a short word (is, to, use, try, via, got,
// now, was, and); messages in a score of human languages; commit
// messages and pull requests; ticket comments; Slack, Discord, IRC,
// Teams, WhatsApp and Matrix transcripts; meeting, standup, handover and
// incident notes; emails with quoted history and signatures. A vendor's
// name sometimes comes a few words earlier, often not at all.
//
// The values' shapes are the hard ones: lower-case letters and digits
// 24–40 long with or without hyphens, hyphenated groups, UUIDs, upper-case
// or lower-case letters only, mixed-case letters without digits, digits
// only, segmented (abcd_efghijkl, abcdef-<22>, dotted parts,
// word_word_<random>), values with $, *, : or _ inside, short ones of
// 9–16 characters, and bare tokens of lesser-known vendors with
// documented prefixes. Benign: the prose itself, and, in about a quarter
// of the cases, look-alike ids right next to the value that a careful
// human keeps: commit SHAs and short hashes, ticket, build and order
// numbers, pod names, request and trace ids named as such, versions,
// hashed file names, container ids, image digests, dates and phone
// numbers. The case names start with "prose/".
func (g *G) proseCases() {
	g.proseChat()
	g.proseAlone()
	g.proseLists()
	g.proseTables()
	g.proseQuoted()
	g.proseIntl()
	g.proseCommits()
	g.proseTickets()
	g.proseTranscripts()
	g.proseNotes()
	g.proseEmails()
	g.proseVendors()
}

// ---- values used only here ----

// proseK8s is the alphabet Kubernetes uses for the random parts of pod
// names.
const proseK8s = "bcdfghjklmnpqrstvwxz2456789"

func (g *G) proseLN(n int) string  { return g.s(alLowNum, n) }
func (g *G) proseLow(n int) string { return g.s(alLower, n) }
func (g *G) proseUp(n int) string  { return g.s(alUpper, n) }
func (g *G) proseMix(n int) string { return g.s(alUpper+alLower, n) }

// proseLN24 is lower-case letters and digits, 24 to 40 long.
func (g *G) proseLN24() string { return g.proseLN(24 + g.r.IntN(17)) }

// proseGroups is k groups of n characters of al joined by hyphens.
func (g *G) proseGroups(k, n int, al string) string {
	p := make([]string, k)
	for i := range p {
		p[i] = g.s(al, n)
	}
	return strings.Join(p, "-")
}

// proseLNH is lower-case letters and digits with hyphens at uneven
// places, 24 to 40 characters in all.
func (g *G) proseLNH() string {
	k := 3 + g.r.IntN(2)
	p := make([]string, k)
	for i := range p {
		p[i] = g.proseLN(6 + g.r.IntN(5))
	}
	return strings.Join(p, "-")
}

// proseSeg is a short lower-case segment, an underscore and a random
// part: abcd_efghijkl.
func (g *G) proseSeg() string {
	return g.proseLow(4+g.r.IntN(3)) + "_" + g.an(8+g.r.IntN(17))
}

// proseDash22 is six lower-case letters and digits, a hyphen and 22
// alphanumerics.
func (g *G) proseDash22() string { return g.proseLN(6) + "-" + g.an(22) }

// proseDots is three dotted parts.
func (g *G) proseDots() string {
	return g.an(6+g.r.IntN(4)) + "." + g.an(14+g.r.IntN(8)) + "." + g.b64u(24+g.r.IntN(16))
}

// proseWordy is word_word_<random>.
func (g *G) proseWordy() string {
	return strings.ToLower(g.pick(pwWords...)) + "_" + strings.ToLower(g.pick(pwWords...)) + "_" + g.an(20+g.r.IntN(9))
}

// proseWith is n alphanumerics with ch inside at one or two places,
// never at an end.
func (g *G) proseWith(ch string, n int) string {
	s := g.an(n)
	i := 2 + g.r.IntN(n/2-2)
	s = s[:i] + ch + s[i:]
	if g.r.IntN(2) == 0 {
		j := n/2 + 2 + g.r.IntN(n/2-3)
		s = s[:j] + ch + s[j:]
	}
	return s
}

// proseShort is 9 to 16 alphanumerics.
func (g *G) proseShort() string { return g.an(9 + g.r.IntN(8)) }

// proseHumanPw is a password a person chose, with no punctuation at its
// end.
func (g *G) proseHumanPw() string {
	return g.pick(pwWords...) + g.pick("#", "@", "%", "*", "!", "&") + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2+g.r.IntN(3))
}

// ---- look-alike benign values ----

func (g *G) prosePod(name string) string {
	return name + "-" + g.s(proseK8s, 9+g.r.IntN(2)) + "-" + g.s(proseK8s, 5)
}
func (g *G) proseVer() string {
	return fmt.Sprintf("%d.%d.%d", 1+g.r.IntN(9), g.r.IntN(30), g.r.IntN(20))
}
func (g *G) proseDigest() string { return "sha256:" + g.hex(64) }
func (g *G) proseOrder() string  { return g.digits(3) + "-" + g.digits(7) + "-" + g.digits(7) }
func (g *G) proseDate() string {
	return fmt.Sprintf("2025-%02d-%02d", 1+g.r.IntN(12), 1+g.r.IntN(28))
}
func (g *G) proseHashed(base, ext string) string { return base + "." + g.hex(8) + "." + ext }
func (g *G) prosePhone(cc string) string {
	return fmt.Sprintf("+%s %s %s %s", cc, g.digits(2), g.digits(4), g.digits(4))
}

// proseChat: one-line chat messages with the value after a short word.
func (g *G) proseChat() {
	g.add("prose/chat-use-for-staging", `
use «a» for staging, the prod one is still pending with their support
`, V{"a": g.proseLN(32)}, "still pending with their support")

	g.add("prose/chat-set-it-to-and-retry", `
set it to «a» and retry the sync-ledger job, it should pick it up without a restart
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "sync-ledger job", "without a restart")

	g.add("prose/chat-ok-try", `
ok try «a»
if that fails too I'll ask Marta tomorrow morning
`, V{"a": g.proseUp(24)}, "I'll ask Marta tomorrow morning")

	g.add("prose/chat-the-new-one-is", `
the new one is «a» — the old one is dead since friday, so anything still 401ing is using the cached value
`, V{"a": g.uuid()}, "the old one is dead since friday")

	g.add("prose/chat-swap-old-for-new", `
swap the old one («a») for «b» in both the worker and the cron container please
`, V{"a": g.proseLow(28), "b": g.proseLow(28)}, "in both the worker and the cron container")

	g.add("prose/chat-paste-into-settings-page", `
paste «a» into the settings page under Integrations → Shipping, then hit Verify and wait for the green tick
`, V{"a": g.proseMix(32)}, "Integrations → Shipping", "wait for the green tick")

	g.add("prose/chat-vendor-support-says", `
Hetzner support says «a» should work for the storage box now, the sub-account is u«_u»-sub3
`, V{"a": g.proseShort(), "_u": g.digits(6)}, "for the storage box now")

	g.add("prose/chat-for-prod-colon", `
for prod: «a»
for staging: «b»
don't mix them up, the payout job runs against whatever you give it
`, V{"a": g.digits(32), "b": g.digits(32)}, "the payout job runs against whatever you give it")

	g.add("prose/chat-got-from-them-postmark", `
got «a» from the Postmark folks, it's for the mail-eu-2 server, the transactional stream only
`, V{"a": g.uuid()}, "mail-eu-2", "the transactional stream only")

	g.add("prose/chat-push-via", `
push via «a» so it counts against the bot's quota and not mine
`, V{"a": g.proseLN(40)}, "counts against the bot's quota")

	g.add("prose/chat-its-now-human", `
fyi it's now «a» on the shared reporting login, I changed it after Tom left
`, V{"a": g.proseHumanPw()}, "I changed it after Tom left")

	g.add("prose/chat-it-was-before", `
it was «a» before I rotated, in case some old cache still has it and you need to compare
`, V{"a": g.proseShort()}, "in case some old cache still has it")

	g.add("prose/chat-user-and-value", `
svc-reporting and «a», same as the wiki says, the wiki is just out of date on the hostname
`, V{"a": g.proseLNH()}, "svc-reporting", "out of date on the hostname")

	g.add("prose/chat-nope-try-this-one", `
nope, 401 again on /v2/orders. try this one «a»
`, V{"a": g.proseSeg()}, "401 again on /v2/orders")

	g.add("prose/chat-env-dash", `
staging — «a»
prod — ask Ravi, he has it on paper
`, V{"a": g.proseDash22()}, "ask Ravi, he has it on paper")

	g.add("prose/chat-parenthetical-new-value", `
I regenerated the webhook (new value «a») so deliveries signed with the old one will start failing after 18:00
`, V{"a": g.proseWordy()}, "will start failing after 18:00")

	g.add("prose/chat-here-you-go-emoji", `
here you go «a» 🙂 lmk if the import still chokes on the umlauts
`, V{"a": g.proseMix(20)}, "still chokes on the umlauts")

	g.add("prose/chat-arrow-thats-it", `
«a» ← that's it, copy the whole thing including the dots
`, V{"a": g.proseDots()}, "copy the whole thing including the dots")

	a := g.proseLN(30)
	b := a[:17] + g.s("xyz", 1) + a[18:]
	if b == a {
		b = a[:17] + "q" + a[18:]
	}
	g.add("prose/chat-sorry-typo", `
sorry typo, it's «a» not «b»
`, V{"a": a, "b": b}, "sorry typo")

	g.add("prose/chat-account-then-value", `
account «_acct», «a» — that's all the reseller portal gave me
`, V{"_acct": g.digits(8), "a": g.proseUp(20)}, "that's all the reseller portal gave me")

	g.add("prose/chat-dollar-inside", `
it's «a» — careful, the $ is part of it, so single-quote it in bash
`, V{"a": g.proseWith("$", 22)}, "single-quote it in bash")

	g.add("prose/chat-colon-inside", `
«a» (yes, with the colon in the middle, paste it as one piece)
`, V{"a": g.an(16) + ":" + g.an(32)}, "paste it as one piece")

	g.add("prose/chat-star-inside", `
the one that works is «a» and the star is not a typo
`, V{"a": g.proseWith("*", 18)}, "the star is not a typo")

	g.add("prose/chat-pls-use-lowercase", `
pls use «a» from now on, I revoked everything else this morning
`, V{"a": g.proseLow(24)}, "I revoked everything else this morning")

	g.add("prose/chat-run-with-first-argument", `
run ./scripts/backfill.sh with «a» as the first argument and --since 2025-01-01 as the second
`, V{"a": g.proseLN(36)}, "./scripts/backfill.sh", "--since 2025-01-01")

	g.add("prose/chat-bot-and-dashboard", `
for the bot use «a» and for the dashboard «b», they're separate because the dashboard one is read-only
`, V{"a": g.proseLNH(), "b": g.proseMix(26)}, "the dashboard one is read-only")

	g.add("prose/chat-exported-in-shell", `
I exported «a» in my shell but the script still reads the old one from ~/.config/fenwick/profile
`, V{"a": g.proseUp(26)}, "~/.config/fenwick/profile")

	g.add("prose/chat-short-word-is", `
the staging one is «a» and prod is «b»
`, V{"a": g.digits(24), "b": g.digits(24)}, "the staging one is")

	g.add("prose/chat-to-with-pod-lookalike", `
I restarted «_pod» after changing it to «a» but it still logs 403 from the upstream
`, V{"_pod": g.prosePod("billing-worker"), "a": g.proseLN(32)}, "still logs 403 from the upstream")

	g.add("prose/chat-now-with-version", `
after the upgrade to v«_v» the gateway wants the long format, so now «a» instead of the short one
`, V{"_v": g.proseVer(), "a": g.proseGroups(5, 6, alUpNum)}, "the gateway wants the long format")
}

// proseAlone: the value alone on its line after a line of prose that
// does not name a credential.
func (g *G) proseAlone() {
	g.add("prose/alone-after-support-sent-me", `
here's what support sent me:
«a»
they said it's valid for 90 days and tied to our sandbox tenant
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "valid for 90 days", "tied to our sandbox tenant")

	g.add("prose/alone-after-question", `
Can you check if this one still works?
«a»
`, V{"a": g.uuid()}, "Can you check if this one still works?")

	g.add("prose/alone-after-quote-end", `
He wrote "use the one below, not the one in the onboarding doc"
«a»
`, V{"a": g.digits(28)}, "not the one in the onboarding doc")

	g.add("prose/alone-after-plain-word", `
I copied it from the vendor portal this morning
«a»
no idea why it has dashes now, last time it didn't
`, V{"a": g.proseLNH()}, "no idea why it has dashes now")

	g.add("prose/alone-after-long-prose", `
So after a very long back and forth with the integration team at Fenwick Logistics, who apparently regenerate everything whenever they redeploy their sandbox, they finally sent over the new value for our sandbox tenant and promised it would not change again before the pilot
«a»
`, V{"a": g.proseUp(32)}, "Fenwick Logistics", "before the pilot")

	g.add("prose/alone-between-blank-lines", `
They just emailed this, good until the end of the quarter:

«a»

see if the import works with it, otherwise I'll call them
`, V{"a": g.proseMix(28)}, "good until the end of the quarter", "otherwise I'll call them")

	g.add("prose/alone-in-fence-after-plain-line", "\n"+`this is what came out of the vault UI
`+"```"+`
«a»
`+"```"+`
`, V{"a": g.proseDots()}, "what came out of the vault UI")

	g.add("prose/alone-indented-forward", `
forwarded from Kai, he got it over the phone:

    «a»

he spelled it twice so it should be right
`, V{"a": g.proseLow(30)}, "he spelled it twice")

	g.add("prose/alone-short-then-question", `
what they gave me
«a»
is that the right length? it looks short compared to the old one
`, V{"a": g.proseShort()}, "is that the right length?")

	g.add("prose/alone-two-values-in-order", `
staging and prod, in that order:
«a»
«b»
`, V{"a": g.proseLN(40), "b": g.proseLN(40)}, "staging and prod, in that order:")

	g.add("prose/alone-after-emoji-line", `
🚨 rotate right after the demo 🚨
«a»
`, V{"a": g.proseSeg()}, "rotate right after the demo")

	g.add("prose/alone-this-one-not-yesterday", `
this one
«a»
not the one from yesterday
`, V{"a": strings.ToUpper(g.uuid())}, "not the one from yesterday")

	g.add("prose/alone-after-ticket-subject", `
Re: SUP-«_t» (sync broken since Tuesday's deploy)

«a»

Sent from my phone
`, V{"_t": g.digits(5), "a": g.an(20) + ":" + g.an(20)}, "Sent from my phone")

	g.add("prose/alone-pasting-so-i-dont-lose-it", `
pasting here so I don't lose it
«a»
`, V{"a": g.proseWordy()}, "so I don't lose it")

	g.add("prose/alone-after-arrow", `
from the partner portal ->
«a»
`, V{"a": g.digits(36)}, "from the partner portal ->")

	g.add("prose/alone-after-ellipsis", `
took me forever to find it...
«a»
`, V{"a": g.proseLow(20)}, "took me forever to find it...")

	g.add("prose/alone-reply-to-quote", `
> what did the Kestrel people send you?
«a»
> thx, trying now
`, V{"a": g.proseMix(24)}, "> thx, trying now")

	g.add("prose/alone-build-number-lookalike", `
build «_b» failed again with the old one, new one below
«a»
`, V{"_b": g.digits(5), "a": g.proseLN(28)}, "failed again with the old one")

	g.add("prose/alone-pod-lookalike", `
restarted «_pod» twice and it still crashes on boot, the provider gave us this instead
«a»
`, V{"_pod": g.prosePod("ingest"), "a": g.proseDash22()}, "still crashes on boot")

	g.add("prose/alone-dollar-underscore", `
fwiw the mobile team uses a different one
«a»
`, V{"a": g.proseWith("$", 14) + "_" + g.an(10)}, "the mobile team uses a different one")

	g.add("prose/alone-upper-after-colon-vendor", `
Brightwave finally answered, new value for the EU shard:
«a»
`, V{"a": g.proseUp(18)}, "Brightwave finally answered")

	g.add("prose/alone-digits-after-plain", `
the bank's portal only shows it once so I wrote it down
«a»
`, V{"a": g.digits(20)}, "only shows it once")

	g.add("prose/alone-after-trace-id-line", `
the failing call had trace id «_tr», and they told me to retry with
«a»
`, V{"_tr": g.hex(32), "a": g.proseLNH()}, "they told me to retry with")

	g.add("prose/alone-lower-hyphen-groups", `
new one for the kiosk fleet, expires in a year
«a»
`, V{"a": g.proseGroups(4, 7, alLower)}, "expires in a year")

	g.add("prose/alone-mixed-no-digits-after-quote", `
she said "take the second one, the first is for the test tenant"
«a»
«b»
`, V{"a": g.proseMix(22), "b": g.proseMix(22)}, "the first is for the test tenant")
}

// proseLists: markdown, numbered and plain lists of environments,
// tenants, people and devices with their values.
func (g *G) proseLists() {
	g.add("prose/list-envs-colon", `
values for each env, ask before touching prod:

- dev: «a»
- staging: «b»
- prod: «c»
`, V{"a": g.proseLN(32), "b": g.proseLN(32), "c": g.proseLN(32)}, "ask before touching prod")

	g.add("prose/list-bold-envs-arrows", `
Current values after today's rotation:

* **dev** → «a»
* **qa** → «b»
* **live** → «c»
`, V{"a": g.uuid(), "b": g.uuid(), "c": g.uuid()}, "after today's rotation")

	g.add("prose/list-numbered-steps", `
To reconnect the label printer integration:

1. open Admin → Carriers → DPD
2. paste «a» into the second field
3. save, then restart the shipping worker
4. print a test label to make sure it's not the sandbox
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "Admin → Carriers → DPD", "print a test label")

	g.add("prose/list-checklist-rotation", `
Rotation checklist:
- [x] shop frontend → «a»
- [x] warehouse sync → «b»
- [ ] EU warehouse (waiting for Lisa)
- [ ] update the runbook
`, V{"a": g.proseUp(28), "b": g.proseUp(28)}, "waiting for Lisa", "update the runbook")

	g.add("prose/list-nested-regions", `
- Europe
  - eu-central: «a»
  - eu-north: «b»
- Americas
  - us-east: «c»
`, V{"a": g.proseLNH(), "b": g.proseLNH(), "c": g.proseLNH()}, "eu-central", "Americas")

	g.add("prose/list-en-dash-regions", `
– Frankfurt — «a»
– Singapore — «b»
`, V{"a": g.proseLow(26), "b": g.proseLow(26)}, "Frankfurt", "Singapore")

	g.add("prose/list-storage-box-users", `
backups:
- box 1 (user u«_u1») → «a»
- box 2 (user u«_u2») → «b»
`, V{"_u1": g.digits(6), "a": g.proseHumanPw(), "_u2": g.digits(6), "b": g.proseHumanPw()}, "backups:")

	g.add("prose/list-tenants-with-ids", `
partner tenants that need the new value before Monday:
- tenant «_t1» (Oberhaus GmbH): «a»
- tenant «_t2» (Lumen Retail BV): «b»
`, V{"_t1": g.digits(4), "a": g.digits(30), "_t2": g.digits(4), "b": g.digits(30)}, "Oberhaus GmbH", "Lumen Retail BV")

	g.add("prose/list-versions-lookalike", `
what each worker version expects:
- worker v«_v1»: «a»
- worker v«_v2»: «b» (new format, with the dash)
`, V{"_v1": g.proseVer(), "a": g.proseLN(24), "_v2": g.proseVer(), "b": g.proseDash22()}, "new format, with the dash")

	g.add("prose/list-old-new", `
old: «a»
new: «b»
(old stops working at midnight UTC)
`, V{"a": g.proseMix(30), "b": g.proseMix(30)}, "old stops working at midnight UTC")

	g.add("prose/list-fat-arrows", `
sandbox => «a»
prod => «b»
`, V{"a": g.proseSeg(), "b": g.proseSeg()}, "sandbox =>")

	g.add("prose/list-per-person-invites", `
one each, please don't share them:
- Jonas: «a»
- Priya: «b»
- Mateo: «c»
`, V{"a": g.proseGroups(3, 5, alUpNum), "b": g.proseGroups(3, 5, alUpNum), "c": g.proseGroups(3, 5, alUpNum)}, "please don't share them")

	g.add("prose/list-todo-replace", `
TODO
- bump the SDK to «_v»
- replace «a» with whatever Nora sends after the audit
- delete the old cron
`, V{"_v": g.proseVer(), "a": g.proseLN(34)}, "whatever Nora sends after the audit", "delete the old cron")

	g.add("prose/list-devices-short", `
devices in the back office:
- label printer (2nd floor): «a»
- NAS admin: «b»
- router: «c»
`, V{"a": g.proseShort(), "b": g.proseShort(), "c": g.proseShort()}, "label printer (2nd floor)")

	g.add("prose/list-bare-values", `
the three that still work:
- «a»
- «b»
- «c»
`, V{"a": g.proseMix(24), "b": g.proseMix(24), "c": g.proseMix(24)}, "the three that still work:")

	g.add("prose/list-expiry-in-parens", `
- «a» (expires Dec 31)
- «b» (expires Mar 31, the one for the new app)
`, V{"a": g.proseLN(40), "b": g.proseLN(40)}, "expires Dec 31")

	g.add("prose/list-definition-style", `
Staging
: «a»

Production
: «b»
`, V{"a": g.proseLNH(), "b": g.proseLNH()}, "Production")

	g.add("prose/list-regions-trace-lookalike", `
while debugging (request id «_req») I tried each region's value:
- us: «a» → 200
- eu: «b» → 403
`, V{"_req": g.uuid(), "a": g.proseUp(22), "b": g.proseUp(22)}, "→ 403")

	g.add("prose/list-pr-checklist", `
## Before merging
- [ ] set the new one in Render for both services: «a»
- [ ] remove the fallback in config/default.ts
- [ ] ping #payments
`, V{"a": g.proseWordy()}, "config/default.ts", "ping #payments")

	g.add("prose/list-star-colon-values", `
Reseller portal values (don't ask me why they look like this):
• North: «a»
• South: «b»
`, V{"a": g.proseWith("*", 20), "b": g.proseWith(":", 20)}, "don't ask me why they look like this")
}

// proseTables: markdown, ASCII, wiki, tab-separated and CSV tables of
// environments and values.
func (g *G) proseTables() {
	g.add("prose/table-env-value", `
| env     | value |
|---------|-------|
| dev     | «a» |
| staging | «b» |
| prod    | «c» |
`, V{"a": g.proseLN(32), "b": g.proseLN(32), "c": g.proseLN(32)}, "| env     | value |")

	g.add("prose/table-region-value-notes", `
| region | value | notes |
|---|---|---|
| eu-west | «a» | rotated 2025-03-02 |
| ap-south | «b» | shared with the Pune team |
`, V{"a": g.uuid(), "b": g.uuid()}, "rotated 2025-03-02", "shared with the Pune team")

	g.add("prose/table-id-and-value", `
| store | store id | what to paste |
|-------|----------|---------------|
| Berlin Mitte | «_s1» | «a» |
| Hamburg HBF  | «_s2» | «b» |
`, V{"_s1": g.digits(7), "a": g.proseUp(30), "_s2": g.digits(7), "b": g.proseUp(30)}, "what to paste", "Hamburg HBF")

	g.add("prose/table-tenant-owner-expires", `
| tenant | owner | value | expires |
|--------|-------|-------|---------|
| northwind | dana@northwind.test | «a» | 2025-12-31 |
| contoso | ops@contoso.test | «b» | 2026-06-30 |
`, V{"a": g.proseLNH(), "b": g.proseLNH()}, "dana@northwind.test", "2026-06-30")

	g.add("prose/table-ascii-box", `
+------------+----------------------------------+
| shard      | value                            |
+------------+----------------------------------+
| shard-01   | «a» |
| shard-02   | «b» |
+------------+----------------------------------+
`, V{"a": g.proseLow(32), "b": g.proseLow(32)}, "shard-02")

	g.add("prose/table-confluence-wiki", `
|| Environment || Value || Contact ||
| Dev | «a» | @rhea |
| Prod | «b» | @oncall-payments |
`, V{"a": g.proseMix(28), "b": g.proseMix(28)}, "@oncall-payments")

	g.add("prose/table-tab-separated", "\n"+`copied from the spreadsheet:
env	value	updated
dev	«a»	2025-02-11
prod	«b»	2025-02-11
`, V{"a": g.digits(26), "b": g.digits(26)}, "copied from the spreadsheet:")

	g.add("prose/table-commit-lookalike", `
| service | deployed commit | value |
|---------|-----------------|-------|
| checkout | «_c1» | «a» |
| search   | «_c2» | «b» |
`, V{"_c1": g.gitSHA(), "a": g.proseLN(36), "_c2": g.gitSHA(), "b": g.proseLN(36)}, "deployed commit")

	g.add("prose/table-oncall-phone-lookalike", `
| who | phone | portal login | what to type |
|-----|-------|--------------|--------------|
| Anke | «_p1» | anke.w | «a» |
| Ravi | «_p2» | ravi.k | «b» |
`, V{"_p1": g.prosePhone("49"), "a": g.proseHumanPw(), "_p2": g.prosePhone("44"), "b": g.proseHumanPw()}, "anke.w")

	g.add("prose/table-service-who-use", `
| service | who has it | use |
|---------|------------|-----|
| Kestrel | finance | «a» |
| Loomis  | ops     | «b» |
`, V{"a": g.proseSeg(), "b": g.proseDash22()}, "who has it")

	g.add("prose/table-csv", `
env,value,rotated_on
dev,«a»,2025-01-07
prod,«b»,2025-01-07
`, V{"a": g.proseGroups(4, 6, alLowNum), "b": g.proseGroups(4, 6, alLowNum)}, "env,value,rotated_on")

	g.add("prose/table-org-mode", `
| partner  | value                          |
|----------+--------------------------------|
| Halvorsen | «a» |
| Marisol  | «b» |
`, V{"a": g.proseUp(17), "b": g.proseUp(17)}, "Halvorsen")

	g.add("prose/table-html-in-mail", `
<table>
  <tr><th>Environment</th><th>Value</th></tr>
  <tr><td>Sandbox</td><td>«a»</td></tr>
  <tr><td>Live</td><td>«b»</td></tr>
</table>
`, V{"a": g.proseWordy(), "b": g.proseWordy()}, "<th>Environment</th>")

	g.add("prose/table-image-digest-lookalike", `
| image | digest | pull with |
|-------|--------|-----------|
| registry.fenwick.io/edge | «_d» | «a» |
`, V{"_d": g.proseDigest(), "a": g.proseLN(40)}, "registry.fenwick.io/edge")
}

// proseQuoted: values in quotes, parentheses, brackets and after dashes
// inside sentences.
func (g *G) proseQuoted() {
	g.add("prose/quoted-it-was-last-time", `
it was "«a»" last time, maybe they only changed the suffix
`, V{"a": g.proseLN(26)}, "maybe they only changed the suffix")

	g.add("prose/quoted-single-try-instead", `
try '«a»' instead, the other one had a trailing space when I copied it
`, V{"a": g.proseLow(22)}, "had a trailing space")

	g.add("prose/quoted-curly", `
Marco’s note says “«a»” for the Lisbon store, but that might be the old one.
`, V{"a": g.proseMix(19)}, "for the Lisbon store")

	g.add("prose/quoted-german-low-high", `
Laut Ticket ist es „«a»“ – kannst du das einmal gegen die Sandbox testen?
`, V{"a": g.proseUp(24)}, "gegen die Sandbox testen")

	g.add("prose/quoted-backticks-sentence", "\n"+`I set `+"`«a»`"+` in Doppler for the worker, but the web dyno still boots with the old one
`, V{"a": g.proseLNH()}, "the web dyno still boots")

	g.add("prose/quoted-parens-after-name", `
Elena sent the new one (it's «a») but I haven't tried it yet
`, V{"a": g.proseDash22()}, "I haven't tried it yet")

	g.add("prose/quoted-square-brackets", `
[«a»] is what the portal shows, brackets not included obviously
`, V{"a": g.proseUp(20) + g.digits(6)}, "brackets not included obviously")

	g.add("prose/quoted-between-dashes", `
the value they gave us — «a» — only works from the office IPs
`, V{"a": g.digits(22)}, "only works from the office IPs")

	g.add("prose/quoted-angle-brackets", `
you can reach them with <«a»> as the first line of the body, that's how their mail gateway routes it
`, V{"a": g.proseLN(32)}, "their mail gateway routes it")

	g.add("prose/quoted-asterisks-bold", `
**«a»** is the only one that worked for me on the staging cluster
`, V{"a": g.proseLow(28)}, "the only one that worked for me")

	g.add("prose/quoted-comma-after", `
"«a»", not the one ending in x — that one is revoked
`, V{"a": g.proseLN(30)}, "that one is revoked")

	g.add("prose/quoted-twice-same-message", `
it's «a». again: «a». I keep getting asked
`, V{"a": g.proseMix(21)}, "I keep getting asked")

	g.add("prose/quoted-order-lookalike", `
For order «_o» the shop plugin wants "«a»" in the merchant field, not the store name.
`, V{"_o": g.proseOrder(), "a": g.proseGroups(4, 5, alUpNum)}, "not the store name")

	g.add("prose/quoted-uuid-request-lookalike", `
the error came with request id «_r»; support said to use "«a»" instead of the one in the README
`, V{"_r": g.uuid(), "a": g.uuid()}, "instead of the one in the README")

	g.add("prose/quoted-colon-in-parens", `
they combine both parts into one value («a») and send it in the first header
`, V{"a": g.proseLN(20) + ":" + g.proseLN(40)}, "combine both parts into one value")
}

// proseIntl: the same habits in other human languages, with no word for
// a credential near the value.
func (g *G) proseIntl() {
	g.add("prose/intl-de-nimm-fuer-staging", `
Nimm «a» für Staging, der für Prod kommt erst morgen von der Buchhaltung.
`, V{"a": g.proseLN(32)}, "kommt erst morgen von der Buchhaltung")

	g.add("prose/intl-de-pod-lookalike", `
Ich hab «_pod» neu gestartet und den Wert auf «a» gesetzt, trotzdem kommt weiter 403 vom Upstream.
`, V{"_pod": g.prosePod("abrechnung"), "a": g.proseLNH()}, "trotzdem kommt weiter 403 vom Upstream")

	g.add("prose/intl-fr-le-nouveau", `
Le nouveau c'est «a», l'ancien ne marche plus depuis la migration de mardi.
`, V{"a": g.uuid()}, "depuis la migration de mardi")

	g.add("prose/intl-fr-voila-ce-quils", `
Voilà ce qu'ils m'ont envoyé :
«a»
Tu peux tester sur la recette avant que je le mette en prod ?
`, V{"a": g.proseMix(26)}, "Tu peux tester sur la recette")

	g.add("prose/intl-es-prueba-con", `
Prueba con «a» y me dices si sigue dando 401 en el endpoint de pedidos.
`, V{"a": g.proseLow(24)}, "sigue dando 401")

	g.add("prose/intl-es-ticket-lookalike", `
Según el ticket INC-«_t», el proveedor cambió el valor a «a» esta mañana.
`, V{"_t": g.digits(6), "a": g.digits(32)}, "el proveedor cambió el valor")

	g.add("prose/intl-pt-br-homologacao", `
Usa «a» no ambiente de homologação, o de produção eu te mando depois do almoço.
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "ambiente de homologação")

	g.add("prose/intl-it-ecco-quello-nuovo", `
Ecco quello nuovo:
«a»
quello vecchio l'ho revocato stamattina.
`, V{"a": g.proseUp(26)}, "l'ho revocato stamattina")

	g.add("prose/intl-nl-testomgeving", `
Gebruik «a» voor de testomgeving, die van productie staat in de gedeelde kluis.
`, V{"a": g.proseSeg()}, "staat in de gedeelde kluis")

	g.add("prose/intl-pl-sprobuj-z", `
Spróbuj z «a», poprzedni wygasł w piątek.
`, V{"a": g.proseLN(36)}, "poprzedni wygasł w piątek")

	g.add("prose/intl-cs-tady-je", `
Tady je ten nový: «a» – starý už nefunguje.
`, V{"a": g.proseDash22()}, "starý už nefunguje")

	g.add("prose/intl-sv-byt-ut", `
Byt ut den gamla mot «a» i båda tjänsterna, annars går exporten sönder i natt.
`, V{"a": g.proseLow(30)}, "annars går exporten sönder i natt")

	g.add("prose/intl-fi-testipalvelin", `
Laita tuo «a» testipalvelimelle, tuotannon arvo tulee huomenna.
`, V{"a": g.proseMix(18)}, "tuotannon arvo tulee huomenna")

	g.add("prose/intl-da-den-nye", `
Den nye er «a», den gamle virker ikke længere efter opdateringen til «_v».
`, V{"a": g.proseLNH(), "_v": g.proseVer()}, "den gamle virker ikke længere")

	g.add("prose/intl-ru-vot-novyi", `
Вот новый: «a» — старый отозвали после инцидента.
`, V{"a": g.proseUp(22)}, "старый отозвали после инцидента")

	g.add("prose/intl-uk-sprobui", `
Спробуй «a», попередній уже не діє.
`, V{"a": g.digits(24)}, "попередній уже не діє")

	g.add("prose/intl-tr-yenisi", `
Yenisi «a», eskisini bugün iptal ettim.
`, V{"a": g.proseWordy()}, "eskisini bugün iptal ettim")

	g.add("prose/intl-el-dokimase", `
Δοκίμασε το «a», το παλιό έληξε χθες.
`, V{"a": g.proseLN(28)}, "το παλιό έληξε χθες")

	g.add("prose/intl-ar-jarrib", `
جرّب «a» بدلاً من القديم، لقد ألغيته اليوم.
`, V{"a": g.proseMix(25)}, "لقد ألغيته اليوم")

	g.add("prose/intl-he-tenase", `
תנסה את «a», הישן כבר לא עובד.
`, V{"a": g.proseLN(32)}, "הישן כבר לא עובד")

	g.add("prose/intl-hinglish-bhai", `
bhai «a» use kar, purana wala expire ho gaya kal raat
`, V{"a": g.proseLow(26)}, "purana wala expire ho gaya")

	g.add("prose/intl-ja-atarashii-no-wa", `
新しいのはこれです：
«a»
古い方は金曜日に無効化しました。
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "古い方は金曜日に無効化しました。")

	g.add("prose/intl-ja-commit-lookalike", `
コミット «_c» で設定を戻したので、«a» をもう一度入れてください。
`, V{"_c": g.hex(7), "a": g.proseUp(32)}, "をもう一度入れてください")

	g.add("prose/intl-zh-yong-zhege", `
用这个 «a» 试试，旧的已经作废了。
`, V{"a": g.proseLN(40)}, "旧的已经作废了")

	g.add("prose/intl-zh-no-spaces", `
新的是«a»，旧的下午三点以后就不能用了。
`, V{"a": g.proseMix(24)}, "旧的下午三点以后就不能用了")

	g.add("prose/intl-zh-tw-corner-brackets", `
新的是「«a»」，舊的已經停用了。
`, V{"a": g.uuid()}, "舊的已經停用了")

	g.add("prose/intl-ko-bakkwo", `
새 거 «a» 로 바꿔줘, 예전 건 어제 폐기했어.
`, V{"a": g.proseDash22()}, "예전 건 어제 폐기했어")

	g.add("prose/intl-vi-dung", `
Dùng «a» cho môi trường test nhé, cái cũ hết hạn rồi.
`, V{"a": g.digits(30)}, "cái cũ hết hạn rồi")

	g.add("prose/intl-id-pakai", `
Pakai «a» buat staging ya, yang lama sudah dicabut.
`, V{"a": g.proseLNH()}, "yang lama sudah dicabut")

	g.add("prose/intl-th-longchai", `
ลองใช้ «a» ดูนะ อันเก่าใช้ไม่ได้แล้ว
`, V{"a": g.proseLow(20)}, "อันเก่าใช้ไม่ได้แล้ว")

	g.add("prose/intl-ro-noua-valoare", `
Noua valoare e «a», cea veche a expirat ieri.
`, V{"a": g.proseWith("_", 24)}, "cea veche a expirat ieri")

	g.add("prose/intl-hu-az-uj", `
Az új: «a» – a régit tegnap letiltottam.
`, V{"a": g.proseUp(19)}, "a régit tegnap letiltottam")
}

// proseCommits: commit messages, git log output, pull request
// descriptions and review comments that carry a value.
func (g *G) proseCommits() {
	g.add("prose/commit-message-sandbox-until-rotation", `
commit «_c»
Author: Jonas Weber <jonas@fenwick.dev>
Date:   Tue Mar 4 16:12:09 2025 +0100

    fix(shipping): use «a» for the sandbox until ops rotates

    The old value was revoked during the audit and CI has been red since.
    Refs OPS-«_t».
`, V{"_c": g.gitSHA(), "a": g.proseLN(32), "_t": g.digits(4)}, "Author: Jonas Weber <jonas@fenwick.dev>")

	g.add("prose/commit-oneline-log", `
$ git log --oneline -5
«_c1» chore: bump eslint to 9
«_c2» temp: hardcode «a» so the nightly import runs
«_c3» fix: retry on 429 from the carrier
«_c4» docs: explain the replay flag
`, V{"_c1": g.hex(7), "_c2": g.hex(7), "a": g.proseUp(28), "_c3": g.hex(7), "_c4": g.hex(7)}, "fix: retry on 429 from the carrier")

	g.add("prose/commit-revert-message", `
Revert "feat: move the partner value to «a»"

This reverts commit «_c».
The partner rejected it, see the thread in #integrations.
`, V{"a": g.proseLNH(), "_c": g.gitSHA()}, "The partner rejected it")

	g.add("prose/commit-squash-body", `
feat(export): nightly CSV to the finance SFTP (#«_pr»)

* first pass
* switch to «a» as agreed with finance
* add retry
* fix lint
`, V{"_pr": g.digits(4), "a": g.proseHumanPw()}, "as agreed with finance", "* fix lint")

	g.add("prose/commit-wip-amend", `
wip: try «a» against the EU endpoint, remove before merge
`, V{"a": g.uuid()}, "remove before merge")

	g.add("prose/commit-pr-description", `
## What
Moves the webhook receiver to the new cluster.

## How to test
1. set the receiver's env to «a» locally
2. run make replay-fixtures
3. check that all 12 fixtures come back 200

## Notes
Build «_b» on main already uses the new value.
`, V{"a": g.proseMix(30), "_b": g.digits(5)}, "make replay-fixtures", "check that all 12 fixtures come back 200")

	g.add("prose/commit-review-comment", `
@lena-k commented on src/integrations/loomis.ts line 42:
> This is still «a» — can we read it from the environment instead? It's also in the compiled bundle «_f».
`, V{"a": g.proseGroups(4, 6, alLowNum), "_f": g.proseHashed("main", "js")}, "src/integrations/loomis.ts line 42")

	g.add("prose/commit-suggestion-block", "\n"+`**mateo** suggested a change:
`+"```suggestion"+`
const PARTNER = process.env.PARTNER_VALUE ?? "«a»";
`+"```"+`
hmm no, don't default to the real one
`, V{"a": g.proseLN(36)}, "process.env.PARTNER_VALUE", "don't default to the real one")

	g.add("prose/commit-changelog-entry", `
## [«_v»] - 2025-02-14
### Changed
- Default sandbox value is now «a» (the old one is revoked).
### Fixed
- Crash when the carrier returns an empty label.
`, V{"_v": g.proseVer(), "a": g.digits(22)}, "Crash when the carrier returns an empty label.")

	g.add("prose/commit-tag-annotation", `
$ git show v«_v» --no-patch
tag v«_v»
Tagger: CI Bot <ci@fenwick.dev>

Release «_v», built from «_c». Smoke tests ran with «a».
`, V{"_v": g.proseVer(), "_c": g.hex(12), "a": g.proseSeg()}, "Tagger: CI Bot <ci@fenwick.dev>")

	g.add("prose/commit-gitlab-mr-note", `
Rhea Moss @rmoss · 2 hours ago
Deploy to review app failed. I re-ran job «_j» with «a» and it passed, so it's the value, not the code.
`, V{"_j": g.digits(9), "a": g.proseLow(32)}, "it's the value, not the code")

	g.add("prose/commit-fixup-with-digest", `
fixup! pin the edge image to «_d» and use «a» for the pull
`, V{"_d": g.proseDigest(), "a": g.proseLN(30)}, "fixup! pin the edge image")

	g.add("prose/commit-merge-conflict-note", `
Resolved the conflict in deploy/values-prod.yaml by keeping theirs («a») and dropping ours («b»), ours was the one revoked on Friday.
`, V{"a": g.proseDash22(), "b": g.proseDash22()}, "deploy/values-prod.yaml", "keeping theirs")

	g.add("prose/commit-release-notes-short-hash", `
Release notes «_v» (commit «_c»)
- payments now retries twice
- switched the partner feed to «a»
`, V{"_v": g.proseVer(), "_c": g.hex(7), "a": g.proseMix(20)}, "payments now retries twice")

	g.add("prose/commit-cherry-pick", `
(cherry picked from commit «_c»)
Hotfix: the Loomis sandbox was pointed at «a», which belongs to the prod tenant.
`, V{"_c": g.gitSHA(), "a": g.proseLN(26)}, "which belongs to the prod tenant")
}

// proseTickets: issue tracker, help desk and incident tool comments.
func (g *G) proseTickets() {
	g.add("prose/ticket-jira-comment", `
PAY-«_t» · Partner sandbox returns 403
Anke Wolff added a comment - 04/Mar/25 9:41 AM
Partner confirmed on the call. Use «a» for the sandbox from now on, the previous one was tied to the old contract.
`, V{"_t": g.digits(4), "a": g.proseLN(32)}, "Partner confirmed on the call", "tied to the old contract")

	g.add("prose/ticket-github-issue-comment", `
**ravik** commented 3 days ago

Same here on «_v». Workaround for now: start it with «a» as the first argument, then it doesn't fall back to the demo tenant.
`, V{"_v": g.proseVer(), "a": g.proseLNH()}, "doesn't fall back to the demo tenant")

	g.add("prose/ticket-zendesk-reply", `
Hi Dana,

Thanks for your patience. We have reissued the integration for your account («_acct»). Please use the following from now on:

«a»

The previous value will stop working in 72 hours.

Best regards,
Oskar | Customer Success, Brightwave
`, V{"_acct": g.digits(8), "a": g.proseGroups(4, 8, alUpNum)}, "will stop working in 72 hours", "Customer Success, Brightwave")

	g.add("prose/ticket-linear-comment", `
ENG-«_t» Migrate partner feed
Nora: moved the cron to the new runner, it reads «a» now. Old runner is drained.
`, V{"_t": g.digits(4), "a": g.proseMix(28)}, "Old runner is drained")

	g.add("prose/ticket-servicenow-work-note", `
Work notes (Internal)  2025-03-12 14:02:17  Patel, Ravi
Vendor re-provisioned. New value «a» applied to CHG«_chg». Monitoring for 24h.
`, V{"a": g.digits(28), "_chg": g.digits(7)}, "Monitoring for 24h")

	g.add("prose/ticket-freshdesk-customer", `
Ticket #«_t» — Customer reply
hi, the app says invalid again. the one you gave me was «a», did it expire?? we have a launch on thursday
`, V{"_t": g.digits(6), "a": g.proseShort()}, "we have a launch on thursday")

	g.add("prose/ticket-pod-and-trace-lookalikes", `
INC-«_inc» timeline
14:02 «_pod» starts failing with 401, trace «_tr»
14:09 vendor confirms they rotated on their side
14:15 switched the deployment to «a», pods rolling
14:21 error rate back to baseline
`, V{"_inc": g.digits(4), "_pod": g.prosePod("checkout-api"), "_tr": g.hex(32), "a": g.proseLN(36)}, "error rate back to baseline")

	g.add("prose/ticket-redmine-journal", `
Updated by Tomasz Nowak 2 days ago
Status changed from New to In Progress
Staging now runs with «a». Prod waits for the change window.
`, V{"a": g.proseLow(24)}, "Prod waits for the change window")

	g.add("prose/ticket-trello-card-comment", `
Lukas: the venue wifi at the conference is "Messe-Guest", they wrote «a» on the whiteboard for the speakers network
`, V{"a": g.proseShort()}, `"Messe-Guest"`)

	g.add("prose/ticket-github-issue-container-lookalike", `
### Steps to reproduce
1. docker run -d fenwick/agent:«_v» (container «_cid»)
2. inside, enroll with «a»
3. agent exits with code 3
`, V{"_v": g.proseVer(), "_cid": g.hex(12), "a": g.proseDash22()}, "agent exits with code 3")

	g.add("prose/ticket-pagerduty-note", `
Note added by Mira Chen
Swapped to the backup relay. If it flaps again use «a» on the relay console, the primary is still with the ISP.
`, V{"a": g.proseUp(20)}, "the primary is still with the ISP")

	g.add("prose/ticket-build-id-lookalike", `
Pipeline «_b» (commit «_c») fails at the publish step. Re-running with «a» from the shared vault fixes it, so the CI variable is stale.
`, V{"_b": g.digits(7), "_c": g.hex(8), "a": g.proseLN(40)}, "so the CI variable is stale")

	g.add("prose/ticket-youtrack-mention", `
@infra please replace «a» with «b» on the build agents, the first one leaked in a screenshot
`, V{"a": g.proseWordy(), "b": g.proseWordy()}, "leaked in a screenshot")

	g.add("prose/ticket-helpscout-internal-note", `
Internal note: customer read it out over the phone — «a». Confirmed the account number «_acct» matches.
`, V{"a": g.proseGroups(4, 4, alUpNum), "_acct": g.digits(10)}, "read it out over the phone")

	g.add("prose/ticket-order-lookalike", `
Order «_o» was charged twice. The shop plugin was still configured with «a» from the old merchant setup.
`, V{"_o": g.proseOrder(), "a": g.proseMix(30)}, "charged twice")
}

// proseTranscripts: chat transcripts copied out of Slack, Discord, IRC,
// Teams, WhatsApp, Telegram, Matrix and others.
func (g *G) proseTranscripts() {
	g.add("prose/chatlog-slack-copy", `
Dana Kowalski  10:42 AM
does anyone have the Loomis sandbox one?
Ravi Patel  10:43 AM
«a»
Dana Kowalski  10:43 AM
ty!
`, V{"a": g.proseLN(32)}, "does anyone have the Loomis sandbox one?")

	g.add("prose/chatlog-slack-export-brackets", `
[10:42] dana: which one do we use for the nightly export now
[10:44] ravi: «a»
[10:44] ravi: the old one got revoked with the audit
`, V{"a": g.proseGroups(4, 7, alLowNum)}, "the old one got revoked with the audit")

	g.add("prose/chatlog-discord", `
kestrel-dev — Today at 9:14 PM
ok try «a»
mossy — Today at 9:15 PM
works!! thx
`, V{"a": g.proseMix(24)}, "works!! thx")

	g.add("prose/chatlog-irc", `
<jbo> whats the bouncer pass again
<mira> «a»
<jbo> ta
`, V{"a": g.proseShort()}, "<jbo> ta")

	g.add("prose/chatlog-teams", `
Patel, Ravi 14:02
The vendor sent the new one, it's «a»
Wolff, Anke 14:03
Thanks, rolling it out to the kiosk fleet now 👍
`, V{"a": g.proseUp(30)}, "rolling it out to the kiosk fleet now")

	g.add("prose/chatlog-whatsapp", `
[03/11/25, 10:42:11] Mateo: el de producción es «a»}
[03/11/25, 10:42:40] Mateo: perdón, sin el corchete del final: «a»
`, V{"a": g.proseLN(28)}, "[03/11/25, 10:42:40] Mateo:")

	g.add("prose/chatlog-telegram-export", `
Lena Braun, [12.03.2025 18:20]
vergiss nicht, ab morgen «a»

Jonas Weber, [12.03.2025 18:21]
👍
`, V{"a": g.proseLNH()}, "Jonas Weber, [12.03.2025 18:21]")

	g.add("prose/chatlog-matrix-element", `
@rhea:fenwick.chat  the bridge needs «a» in its config, it's the one from the admin room
@tom:fenwick.chat   ok
`, V{"a": g.proseLow(32)}, "@rhea:fenwick.chat", "the one from the admin room")

	g.add("prose/chatlog-mattermost", `
priya 11:03 AM
here's the one for the EU shard
«a»
priya 11:03 AM
and the US one
«b»
`, V{"a": g.uuid(), "b": g.uuid()}, "and the US one")

	g.add("prose/chatlog-google-chat", `
Marisol Vega, 4:12 PM
set it to «a» and retry, it took like 2 minutes to propagate for me
`, V{"a": g.digits(26)}, "took like 2 minutes to propagate")

	g.add("prose/chatlog-imessage-copy", `
Tom: what's the code for the staging admin
Me: «a»
Tom: thanks, and the box number?
Me: «_box»
`, V{"a": g.proseHumanPw(), "_box": "B-" + g.digits(3)}, "the box number?")

	g.add("prose/chatlog-zulip", `
#ops > partner-feed
Nora Hale: switched to «a», old one goes away on the 31st
`, V{"a": g.proseSeg()}, "#ops > partner-feed")

	g.add("prose/chatlog-split-over-messages", `
[11:02] kai: it's long, sending in two
[11:02] kai: «a»
[11:02] kai: «b»
[11:03] kai: no space between them
`, V{"a": g.proseLN(20), "b": g.proseLN(20)}, "no space between them")

	g.add("prose/chatlog-name-colon-value", `
rhea: «a»
tom: that the staging one?
rhea: yes
`, V{"a": g.proseDash22()}, "that the staging one?")

	g.add("prose/chatlog-slack-thread-with-pod", `
Anke Wolff  3:12 PM
«_pod» keeps restarting, logs say the upstream refuses us
Ravi Patel  3:14 PM
they rotated on their side, use «a»
Anke Wolff  3:20 PM
back to green
`, V{"_pod": g.prosePod("ledger-sync"), "a": g.proseLN(34)}, "back to green")

	g.add("prose/chatlog-slack-edited", `
Jonas Weber  9:01 AM
for prod: «a» (edited)
`, V{"a": g.proseMix(26)}, "(edited)")

	g.add("prose/chatlog-discord-code-block", "\n"+`mossy — Yesterday at 11:40 PM
`+"```"+`
«a»
`+"```"+`
that's the one for the test server, don't put it in the bot repo
`, V{"a": g.proseDots()}, "don't put it in the bot repo")

	g.add("prose/chatlog-signal-forward", `
Forwarded message from Elena:
«a»
Elena: that's for Lisbon, Porto gets its own tomorrow
`, V{"a": g.proseGroups(5, 5, alLowNum)}, "Porto gets its own tomorrow")

	g.add("prose/chatlog-slack-request-id-lookalike", `
Ravi Patel  5:50 PM
still failing, request id «_r», I'm on «a»
Dana Kowalski  5:52 PM
that's the dev one, prod is «b»
`, V{"_r": g.uuid(), "a": g.proseLow(22), "b": g.proseLow(22)}, "that's the dev one")

	g.add("prose/chatlog-teams-reply-quote", `
Wolff, Anke 09:12
> Where do I find it?
You don't, it's «a». I'll put it in the shared folder later.
`, V{"a": g.proseUp(17) + g.digits(4)}, "I'll put it in the shared folder later")

	g.add("prose/chatlog-irc-dollar", `
<kai> try «a» (single quotes, the $ matters)
<jbo> ah that's why
`, V{"a": g.proseWith("$", 16)}, "<jbo> ah that's why")
}

// proseNotes: meeting, standup, handover, incident and personal notes.
func (g *G) proseNotes() {
	g.add("prose/notes-meeting-action-items", `
# Partner sync — «_date»
Attendees: Anke, Ravi, Oskar (Brightwave)

- Brightwave will move us to the v3 feed next sprint
- Until then we stay on «a»
- Oskar to send the production one after the security review

Action items
- [ ] Ravi: update the staging deployment
- [ ] Anke: schedule the cutover
`, V{"_date": g.proseDate(), "a": g.proseLN(32)}, "Attendees: Anke, Ravi, Oskar (Brightwave)", "schedule the cutover")

	g.add("prose/notes-standup", `
Standup 09:30
Lena — yesterday: fixed the retry bug (#«_pr»). today: switching the importer to «a». blockers: none
Tom — yesterday: reviews. today: on-call handover
`, V{"_pr": g.digits(4), "a": g.proseUp(24)}, "today: on-call handover")

	g.add("prose/notes-handover", `
Handover for the weekend (Mira → Kai)

The carrier integration is flaky. If labels stop printing, log into the carrier portal as fenwick-ops and re-enter «a» under Settings > Connection, then restart the label worker. The escalation number is «_ph».
`, V{"a": g.proseLNH(), "_ph": g.prosePhone("31")}, "fenwick-ops", "restart the label worker")

	g.add("prose/notes-postmortem-timeline", `
## Timeline (UTC)
- 02:14 first 401s from the ledger upstream (trace «_tr»)
- 02:31 on-call finds the upstream rotated their side without notice
- 02:40 «a» deployed via hotfix build «_b»
- 02:44 recovery

## Follow-ups
- ask the vendor for rotation notices
`, V{"_tr": g.hex(32), "a": g.proseMix(28), "_b": g.digits(5)}, "ask the vendor for rotation notices")

	g.add("prose/notes-onboarding-doc", `
Welcome to the data team!

Day one:
1. get your laptop from IT
2. join #data-eng
3. the shared BI login is bi-readonly and «a» (will move to SSO in Q3)
4. ask Priya for warehouse access
`, V{"a": g.proseHumanPw()}, "bi-readonly", "ask Priya for warehouse access")

	g.add("prose/notes-retro", `
Retro — what went wrong
- someone hardcoded «a» in the test fixtures and it got published with the npm package
- nobody noticed for 3 days
What we'll change
- pre-commit scanning
`, V{"a": g.proseLN(40)}, "nobody noticed for 3 days", "pre-commit scanning")

	g.add("prose/notes-runbook-paragraph", `
If the nightly sync to the warehouse fails with "unknown client", the vendor has rotated on their side. Ask them for the new value, put it in place of «a» on the sync host (/etc/fenwick/sync.conf) and re-run the job from the scheduler.
`, V{"a": g.proseDash22()}, "/etc/fenwick/sync.conf", `"unknown client"`)

	g.add("prose/notes-obsidian-daily", `
## «_date»
- dentist 15:00
- sandbox for the shop plugin: «a»
- read the Postgres 17 release notes
`, V{"_date": g.proseDate(), "a": g.proseSeg()}, "dentist 15:00")

	g.add("prose/notes-notion-export", `
Integrations / Kestrel
Owner: Finance Ops
Status: Live
Value in use: «a»
Last rotated: by Oskar, after the audit
`, V{"a": g.proseGroups(4, 6, alUpNum)}, "Owner: Finance Ops", "Last rotated: by Oskar")

	g.add("prose/notes-whiteboard-ocr", `
[photo of the whiteboard, transcribed]
SPRINT 14 GOALS
1. ship the export
2. move off «a» (!!)
3. kill the legacy cron
`, V{"a": g.proseUp(18)}, "SPRINT 14 GOALS", "kill the legacy cron")

	g.add("prose/notes-voice-memo-transcript", `
Transcript (auto-generated): "...so for the pilot just use «a», that's what they gave us on the call, and we'll get the real one once legal signs off..."
`, V{"a": g.proseLow(20)}, "once legal signs off")

	g.add("prose/notes-sticky-note", `
scratch.txt
-----------
staging «a»
prod    «b»
release «_v» goes out thursday
`, V{"a": g.proseLN(28), "b": g.proseLN(28), "_v": g.proseVer()}, "goes out thursday")

	g.add("prose/notes-1on1", `
1:1 Anke / Ravi
- Ravi takes over the Loomis account from Mira
- he'll need «a» for the partner portal until his own login is set up
- career stuff: conference budget approved
`, V{"a": g.proseShort()}, "conference budget approved")

	g.add("prose/notes-incident-with-digest", `
Rolled back to image «_d». The new image had «a» baked into the layer, so the image was deleted from the registry and the value replaced.
`, V{"_d": g.proseDigest(), "a": g.proseLN(36)}, "baked into the layer")
}

// proseEmails: emails with headers, quoted history and signatures.
func (g *G) proseEmails() {
	g.add("prose/email-vendor-onboarding", `
From: Oskar Lind <oskar@brightwave.example>
To: Anke Wolff <anke@fenwick.dev>
Subject: Your Brightwave sandbox is ready

Hi Anke,

your sandbox tenant is live. To connect the plugin, enter the following in the connection dialog:

«a»

Production access follows after the compliance questionnaire.

Kind regards
Oskar Lind
Partner Engineering | Brightwave AB
«_ph»
`, V{"a": g.proseGroups(4, 7, alLowNum), "_ph": g.prosePhone("46")}, "Partner Engineering | Brightwave AB", "compliance questionnaire")

	g.add("prose/email-forwarded", `
---------- Forwarded message ---------
From: Loomis Integrations <noreply@loomis.example>
Date: Mon, 3 Mar 2025 at 08:12
Subject: Re: [Case «_case»] connection reset

Hello, we have reset your connection. Use «a» when prompted.

---
FYI Ravi, this is the one for the depot in Leipzig
`, V{"_case": g.digits(8), "a": g.proseUp(26)}, "the one for the depot in Leipzig")

	g.add("prose/email-reply-quoted-history", `
Thanks Oskar, that worked.

On Tue, 4 Mar 2025 at 10:02, Oskar Lind <oskar@brightwave.example> wrote:
> Apologies for the confusion, the correct one for your tenant is
> «a»
> (the one I sent yesterday belongs to another customer, please delete it)
`, V{"a": g.uuid()}, "please delete it", "Thanks Oskar, that worked.")

	g.add("prose/email-signature-phone-lookalike", `
Hi team,

the printing service changed again, set the terminals to «a» before tomorrow's shift.

Cheers,
Lena Braun
Store Operations
Mobile: «_m»
Office: «_o»
`, V{"a": g.digits(24), "_m": g.prosePhone("49"), "_o": g.prosePhone("49")}, "Store Operations")

	g.add("prose/email-german", `
Betreff: Zugang Lieferantenportal

Hallo Herr Nowak,

anbei wie besprochen der neue Zugang für das Lieferantenportal: Benutzer fenwick-einkauf, dazu «a».
Bitte nach der ersten Anmeldung ändern.

Mit freundlichen Grüßen
Petra Hoffmann
Tel. «_ph»
`, V{"a": g.proseHumanPw(), "_ph": g.prosePhone("49")}, "fenwick-einkauf", "Bitte nach der ersten Anmeldung ändern.")

	g.add("prose/email-french", `
Objet : accès recette

Bonjour Camille,

Pour la recette, utilise «a». Pour la prod, j'attends la validation du RSSI.

Bonne journée,
Julien
`, V{"a": g.proseLNH()}, "j'attends la validation du RSSI")

	g.add("prose/email-out-of-office-handoff", `
I'm out of office until 17 March. For anything urgent on the partner feed, Kai can log in with «a» on the ops laptop. For everything else, contact support@fenwick.dev.
`, V{"a": g.proseShort()}, "support@fenwick.dev")

	g.add("prose/email-order-lookalike", `
Subject: Your order «_o» — license activation

Thank you for your purchase of Fenwick Desktop «_v».
To activate, enter «a» in Help → Activate.
Invoice number: INV-«_inv»
`, V{"_o": g.proseOrder(), "_v": g.proseVer(), "a": g.proseGroups(5, 5, alUpNum), "_inv": g.digits(8)}, "Help → Activate")

	g.add("prose/email-plain-text-spanish", `
Asunto: valores nuevos

Hola Mateo, te paso los nuevos, el primero es el de pruebas y el segundo el de producción:
«a»
«b»
Un saludo,
Lucía
`, V{"a": g.proseMix(22), "b": g.proseMix(22)}, "el primero es el de pruebas")

	g.add("prose/email-mailing-list-digest", `
Today's topics:
   1. Re: sandbox access (Tom Berg)

Message: 1
From: Tom Berg
Subject: Re: sandbox access

For anyone else stuck: the shared sandbox takes «a», it's the same for everyone on the beta.
`, V{"a": g.proseLN(30)}, "it's the same for everyone on the beta")

	g.add("prose/email-invite-code-style", `
You've been invited to the Halvorsen partner workspace.
Enter «a» on the join page within 7 days.
— The Halvorsen Team
`, V{"a": g.proseGroups(3, 4, alUpNum)}, "within 7 days")

	g.add("prose/email-html-paragraph", `
<p>Hi Priya,</p>
<p>Here is the value for the reporting connector: <b>«a»</b>. It only works from your office network.</p>
<p>Best,<br>Sam</p>
`, V{"a": g.proseWordy()}, "It only works from your office network.")

	g.add("prose/email-thread-ticket-lookalike", `
Subject: [SR-«_sr»] Re: Re: cannot connect

Hi, please set the integration to «a» and reply to this thread if the error persists. Reference: «_ref»
`, V{"_sr": g.digits(6), "a": g.proseLow(30), "_ref": g.uuid()}, "reply to this thread if the error persists")

	g.add("prose/email-dutch-signature", `
Hoi Sanne,

Voor de koppeling met het kassasysteem: vul «a» in bij de instellingen.

Groet,
Pieter de Vries
«_ph» | fenwick.nl
`, V{"a": g.digits(30), "_ph": g.prosePhone("31")}, "koppeling met het kassasysteem")

	g.add("prose/email-colon-value-in-body", `
Hi Dana, the new connection string for the reports: «a» — please let me know when it's in so I can revoke the old one.
`, V{"a": g.proseLN(12) + ":" + g.proseLN(30)}, "so I can revoke the old one")
}

// proseVendors: bare tokens of lesser-known vendors with documented
// prefixes, in prose, with the vendor's name a few words earlier or
// not at all.
func (g *G) proseVendors() {
	g.add("prose/vendor-intra42-campus-bot", `
for the campus bot: the app's uid is «_uid», and use «a» alongside it, Jana regenerated it after the hackathon
`, V{"_uid": "u-s4t2ud-" + g.hex(64), "a": "s-s4t2ud-" + g.hex(64)}, "Jana regenerated it after the hackathon")

	g.add("prose/vendor-clickup-no-name", `
the task sync runs as me for now, swap in «a» when the service user exists (workspace «_ws»)
`, V{"a": "pk_" + g.digits(8) + "_" + g.s(alUpNum, 32), "_ws": g.digits(8)}, "when the service user exists")

	g.add("prose/vendor-maxmind-geoip", `
GeoIP updates stopped last week. Account «_acct» on the MaxMind portal, new one is «a» — the geoipupdate timer will pick it up tonight.
`, V{"_acct": g.digits(6), "a": g.an(6) + "_" + g.an(29) + "_mmk"}, "the geoipupdate timer will pick it up tonight")

	g.add("prose/vendor-riot-dev-expires", `
dev one for the match tracker, dies in 24h so don't bother saving it: «a»
`, V{"a": "RGAPI-" + g.uuid()}, "don't bother saving it")

	g.add("prose/vendor-matrix-bridge-login", `
log the bridge bot in with «a» and leave the device id as BRIDGE01, the homeserver is matrix.fenwick.chat
`, V{"a": "syt_" + b64raw("bridgebot") + "_" + g.an(20) + "_" + g.an(6)}, "matrix.fenwick.chat", "BRIDGE01")

	g.add("prose/vendor-openshift-console", `
the console gave me «a» for the ci-deployer user, it's valid for 24h; the cluster is https://console-openshift-console.apps.ocp.fenwick.dev
`, V{"a": "sha256~" + g.b64u(43)}, "https://console-openshift-console.apps.ocp.fenwick.dev", "the ci-deployer user")

	g.add("prose/vendor-bitwarden-sm-whole-thing", `
the runner wants this whole thing, dots and colon included:
«a»
`, V{"a": "0." + g.uuid() + "." + g.an(30) + ":" + g.b64(16)}, "dots and colon included")

	g.add("prose/vendor-pushbullet-alerts", `
phone alerts go through pushbullet, mine is «a» if you want to test the alert route
`, V{"a": "o." + g.an(32)}, "test the alert route")

	// Trello's newer user tokens start with ATTA; the length and the
	// upper-case hex tail are a guess.
	g.add("prose/vendor-trello-board-sync", `
board sync for the marketing board, from Trello's power-up admin page:
«a»
`, V{"a": "ATTA" + g.hex(64) + g.s(alHexU, 8)}, "power-up admin page")

	g.add("prose/vendor-nightfall-no-name", `
the DLP scan in CI uses «a» now, the trial one is gone
`, V{"a": "NF-" + g.an(32)}, "the trial one is gone")

	g.add("prose/vendor-sourcegraph-instance", `
for the code search instance use «a», it's scoped to read
`, V{"a": "sgp_" + g.hex(16) + "_" + g.hex(40)}, "it's scoped to read")

	g.add("prose/vendor-posthog-project-and-personal", `
the project one («_pub») is fine in the frontend bundle, but the export script needs my personal «a», please don't commit that one
`, V{"_pub": "phc_" + g.an(43), "a": "phx_" + g.an(43)}, "is fine in the frontend bundle")

	g.add("prose/vendor-uptimerobot-readonly", `
status widget: monitor «_m» reads from «a», the main one («b») stays with ops
`, V{"_m": g.digits(9), "a": "ur" + g.digits(7) + "-" + g.hex(24), "b": "u" + g.digits(7) + "-" + g.hex(24)}, "stays with ops")

	g.add("prose/vendor-launchdarkly-client-id", `
client-side id «_cid» goes in the web app, «a» is for the Terraform provider only
`, V{"_cid": g.hex(24), "a": "api-" + g.uuid()}, "for the Terraform provider only")

	g.add("prose/vendor-asana-slash-colon", `
the Asana import runs with «a» — the slashes and the colon are part of it
`, V{"a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32)}, "the slashes and the colon are part of it")

	// Defined Networking's documented prefix is dnkey-; the case of the
	// two random parts is a guess.
	g.add("prose/vendor-defined-networking-enroll", `
enroll the new edge boxes with «a», the network is fenwick-edge
`, V{"a": "dnkey-" + g.s(alUpNum, 26) + "-" + g.s(alUpNum, 52)}, "the network is fenwick-edge")

	g.add("prose/vendor-dropbox-short-lived", `
quick test only, it's short-lived: «a»
`, V{"a": "sl." + g.b64u(138)}, "quick test only")

	g.add("prose/vendor-flagsmith-server-side", `
flags: the environment id «_env» is what the browser SDK gets; the backend uses «a»
`, V{"_env": g.an(22), "a": "ser." + g.an(22)}, "what the browser SDK gets")

	g.add("prose/vendor-settlemint-no-name", `
the chain deploy script takes «a» as its only argument
`, V{"a": "sm_pat_" + g.an(16)}, "as its only argument")

	g.add("prose/vendor-mollie-profile", `
Mollie profile «_pfl», «a» for the checkout, test mode stays on the old one
`, V{"_pfl": "pfl_" + g.an(10), "a": "live_" + g.an(30)}, "test mode stays on the old one")

	g.add("prose/vendor-mattermost-bare-lower", `
the Mattermost integration posts as the release bot, give it «a» — the server is chat.fenwick.dev
`, V{"a": g.proseLN(26)}, "chat.fenwick.dev")

	g.add("prose/vendor-etherscan-contract-lookalike", `
verify contract «_addr» on mainnet with «a», the compiler is solc «_v»
`, V{"_addr": g.ethAddr(), "a": g.s(alUpNum, 34), "_v": g.proseVer()}, "on mainnet")

	g.add("prose/vendor-deno-deploy", `
deploy preview from CI: «a» (project fenwick-edge-fns)
`, V{"a": "ddp_" + g.an(36)}, "project fenwick-edge-fns")

	g.add("prose/vendor-ory-project", `
Ory project «_proj», the admin calls go out with «a»
`, V{"_proj": g.uuid(), "a": "ory_pat_" + g.an(32)}, "the admin calls go out with")
}
