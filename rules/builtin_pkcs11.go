package rules

// pkcs11PinDetectors find the PIN a PKCS#11 URI carries (RFC 7512's
// pin-value attribute, pkcs11:token=…;object=…;pin-value=v), which
// OpenSSL's engines and providers, p11-kit and signing tools take.
func pkcs11PinDetectors() []detector {
	return []detector{
		providerRule("pkcs11-uri-pin", "PIN in a PKCS#11 URI (pkcs11:…;pin-value=v): it unlocks the token's private keys.", SeverityHigh,
			[]string{"pin-value="}, func(v string) bool { return !isPlaceholder(v) && v[0] != '$' },
			`pkcs11:[^\s"'\x60]{0,300}?[;?&]pin-value=([^;&?\s"'\x60]{4,64})`),
	}
}
