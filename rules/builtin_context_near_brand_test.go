package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestNearBrand: a service's name alone names its key ("MAILGUN=v",
// "stripe: v", "besttime v"); its versions, URLs, ids and commit hashes
// are not keys.
func TestNearBrand(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(17))
	for range 3 {
		v := randToken(r, tAlnum, 32)
		l := randToken(r, tLower, 32)
		randHex64 := randToken(r, tHex, 64)
		h := randToken(r, tHex, 40)
		for _, c := range []struct{ text, secret string }{
			{"MAILGUN=" + l, l}, {"stripe: " + v, v}, {"besttime " + v, v}, {`{"sendgrid": "` + v + `"}`, v},
			{"export ACME_MAPBOX='" + v + "'", v}, {"| Postmark | " + v + " |", v},
			{"DATADOG=" + l, l}, {"huggingface: " + v, v}, {"AMBEE=" + randHex64, randHex64},
			{`cloudsmith: "` + h + `"`, h}, {`convier_key: "49|` + v + `"`, "49|" + v},
			{`STRIPE_SK="` + v + `"`, v}, {"HUBSPOT_PRIVATE_APP=" + v, v},
			// an SDK's client built with the key
			{`mg = Mailgun("` + v + `")`, v}, {`client = postmark.ServerClient('` + v + `')`, v},
			{`const c = new MailgunClient("` + v + `", { url });`, v},
			{"twingate " + v, v}, {"WORKOS: " + v, v}, {"volcengine " + l, l},
			// a qualifier saying which key: a hex key, not a commit
			{"Mailgun ACCESS " + h, h}, {"datadog private " + randHex64, randHex64},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			got := onlyRule(ms, nearID)
			if len(got) == 0 && strings.Contains(c.text, "Client(") {
				got = onlyRule(ms, credentialCallID) // an SDK client's keys by position are credential-call's too
			}
			if len(got) != 1 || got[0].Secret != c.secret {
				t.Errorf("%q: %+v", c.text, ms)
			}
		}
		for _, text := range []string{
			"github " + h, "bitbucket: " + randToken(r, tHex, 64), "datadog live " + randHex64, // an edition, not a key
			"zapier-prod\t" + uuidStr(r) + "\torders:read", // a row naming an integration, then its id "sentry: " + h, "datadog " + randToken(r, tHex, 64), "the mapbox style is mapbox://styles/x",
			"stripe v2024-06-20", "twilio 8.10.0", "mailgun_domain = mg.example.com", "stripe " + randToken(r, tAlnum, 10),
			"stripe: StripePaymentIntentConfirmation", "the stripe api returns an error",
			"STRIPE_APP_NAME=" + v, "mailgun_private_domain: " + v,
			`Stripe("pk_live_` + v + `")`, `mailgun.send("` + v + `" + suffix)`, `newmailgun("` + v + `")`,
			`Mailgun(api_key)`, `sentry.init("https://` + h + `@o1.ingest.sentry.io/2")`,
			// a model's, a plan's or a dated beta's name after the service's
			"mistral pixtral-12b-2409", "cohere command-r-plus-08-2024", "mistral open-mixtral-8x22b",
			"cohere embed_" + randToken(r, tLower, 6) + "_20240806", "perplexity sonar-" + randToken(r, tLower, 8) + "-2025-01-15",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, nearID); len(got) > 0 {
				t.Errorf("%q: reports %q", text, got[0].Secret)
			}
		}
	}
	for _, w := range []string{"apollo", "envoy", "harness", "segment", "github", "slack", "docker", "abstract", "square", "monday", "elastic"} {
		if brandWords[w] {
			t.Errorf("%s: a common word or a provider rule's", w)
		}
	}
}

// TestNearBrandQualified: a service's name and a word saying which of its
// credentials follows ("Mailgun API key v", "SENDGRID SECRET v", "stripe
// live v") name a value as an assignment does: a short or low-entropy
// value after them is a key too; a version, a date, an object's id, a
// 64-bit key id or a word is not.
func TestNearBrandQualified(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	for range 3 {
		short := randToken(r, tAlnum, 14) // under nearValue's 16
		hex32 := randToken(r, tHex, 32)
		v := randToken(r, tAlnum, 32)
		for _, c := range []struct{ text, secret string }{
			{"Mailgun API key " + short, short}, {"mailgun SECRET " + short, short}, {"heroku api key " + hex32, hex32},
			{"stripe secret key " + short, short}, {"Twilio auth token " + short, short}, {"acme stripe key " + short, short},
			{"postmark server token: " + short, short}, {"Mailgun API " + v, v}, {"stripe live " + v, v},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].Secret != c.secret { // postmark's token: gitleaks' generic-api-key
				t.Errorf("%q: %+v", c.text, ms)
			}
		}
		for _, text := range []string{
			"Mailgun API key rotated yesterday", "Stripe API version 2020-08-27", "Stripe API 2023-10-16.acacia",
			"Stripe API req_" + short, "Stripe live pk_live_" + v, "Stripe publishable key pk_live_" + v, "Stripe live acct_" + short, "Vercel API team_" + short, "sentry key " + randToken(r, tHex, 16),
			"heroku api key <your-key>", "snyk API token: ${SNYK_TOKEN}", "mailgun " + short, "Mailgun API " + short,
			"the postmark api key is stored in vault", "mapbox sk.eyJ1IjoiYSJ9",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, nearID); len(got) > 0 {
				t.Errorf("%q: reports %q", text, got[0].Secret)
			}
		}
	}
}
