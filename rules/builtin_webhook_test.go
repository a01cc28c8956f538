package rules

import (
	"math/rand"
	"testing"
)

func TestWebhookURL(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{webhookID, func(r *rand.Rand) []sample {
		a, b := randToken(r, tLower, 32), randToken(r, tLower, 32)
		c := randToken(r, tLower, 32)
		d := uuidStr(r)
		e := randToken(r, tAlnum, 24)
		return []sample{
			one("curl -X POST https://acme.tines.com/webhook/"+a+"/"+b+" -d '{}'", a+"/"+b),
			one("POST https://hook.eu1.make.com/"+c, c),
			one(`{"url": "https://n8n.example.com/webhook/`+d+`"}`, d),
			one("https://chat.example.org/hooks/"+e+" posts to #ops", e),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"https://docs.example.com/webhooks/getting-started", "https://github.com/org/repo/settings/hooks/123456789",
			"https://api.github.com/repos/o/r/hooks", "see https://stripe.com/docs/webhooks/signatures for details",
			`import { useWebhook } from "./hooks/useWebhookSubscription";`, "src/hooks/useAuthenticationStateManager.ts",
			"https://example.com/webhooks/" + randToken(r, tLower, 10), "git/hooks/pre-commit.sample",
		}
	}})
}
