package rules

import (
	"regexp"
	"strings"
)

// vaultSecretIDRe is a UUID assigned to a secret_id (secretId, secret-id,
// SECRET_ID, VAULT_SECRET_ID, secret_id2) in env, YAML, JSON, code, a
// vault command or the Key/Value table vault prints, or to the "SecretID:"
// and "Secret ID =" of the tables consul and nomad print for an ACL token.
var vaultSecretIDRe = regexp.MustCompile(`(?i)(?:\b|_)secret[ _-]?id[0-9]{0,2}["']?(?:[ \t]{0,40}(?:=|:|=>)[ \t]{0,40}["']?|[ \t]{2,40})([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`)

// vaultSecretID finds HashiCorp Vault AppRole secret_ids and Consul and
// Nomad ACL tokens' secret ids. A UUID under a key naming an id is an id
// (idKeyUUID drops the generic rules' matches there), but the AppRole
// login is a role_id and a secret_id, both UUIDs, and the secret_id is its
// password; an ACL token's SecretID is the token itself, printed beside
// its public AccessorID. It is taken only near AppRole (a role id, the
// words approle or vault) or an accessor id: elsewhere a secretId names a
// secret (AWS Secrets Manager, Azure client secrets), it is not one.
type vaultSecretID struct{ rule Rule }

func newVaultSecretID() *vaultSecretID {
	return &vaultSecretID{rule: Rule{ID: "vault-approle-secret-id", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"secret id", "secret-id", "secret_id", "secretid"},
		Description: "HashiCorp Vault AppRole secret_id (a UUID) near its role_id, approle or vault; a Consul or Nomad ACL token's SecretID near its AccessorID."}}
}

func (v *vaultSecretID) info() *Rule { return &v.rule }

func (v *vaultSecretID) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits != nil && len(hits) == 0 {
		return out, nil
	}
	for _, m := range vaultSecretIDRe.FindAllStringSubmatchIndex(text, -1) {
		if appRoleNear(text, m[0]) {
			out = append(out, Match{RuleID: v.rule.ID, Start: m[2], End: m[3], Secret: text[m[2]:m[3]]})
		}
	}
	return out, nil
}

// appRoleNear reports Vault's AppRole around offset h: a role id or the
// words approle or vault within a few lines; or an ACL token's accessor
// id (Consul, Nomad, Vault).
func appRoleNear(text string, h int) bool {
	near := strings.ToLower(text[max(0, h-appRoleReach):min(len(text), h+appRoleReach)])
	// "secret_id_accessor" is the row under the secret_id of the table
	// "vault write -f auth/approle/role/NAME/secret-id" prints
	for _, w := range []string{"role_id", "roleid", "role-id", "approle", "accessorid", "accessor id", "accessor_id", "secret_id_accessor"} {
		if strings.Contains(near, w) {
			return true
		}
	}
	// vault as a word or a name's first part (vault write, VAULT_ADDR),
	// not Azure's keyvault
	for i := 0; ; {
		k := strings.Index(near[i:], "vault")
		if k < 0 {
			return false
		}
		if i+k == 0 || !isLower(near[i+k-1]) {
			return true
		}
		i += k + 5
	}
}

// appRoleReach is how far around a secret_id appRoleNear looks: a few
// lines of a config or a command.
const appRoleReach = 256
