package rules

// Server-side keys of feature-flag services, from their documented
// formats. Their client-side keys (ConfigCat's and Flagsmith's
// environment keys, DevCycle's dvc_client_) are built into browsers and
// apps and stay.
func flagProviderDetectors() []detector {
	return []detector{
		providerRule("configcat-sdk-key", "ConfigCat SDK key: configcat-sdk-1/<22>/<22>, or a Proxy's configcat-proxy/<22>; it reads every flag and setting of its config.", SeverityHigh,
			[]string{"configcat-sdk-1/", "configcat-proxy/"}, func(v string) bool { return hasClasses(v[len("configcat-"):], 3) },
			`(?:^|[^A-Za-z0-9_\-])(configcat-(?:sdk-1/[A-Za-z0-9_\-]{22}/|proxy/)[A-Za-z0-9_\-]{22})(?:[^A-Za-z0-9_\-/]|$)`),
		providerRule("configcat-legacy-sdk-key", "ConfigCat SDK key of the older form (<22>/<22>, base64url) beside ConfigCat's name or an SDK key's.", SeverityHigh,
			[]string{"configcat", "sdkkey", "sdk_key", "sdk-key"}, func(v string) bool { return hasClasses(v[:22], 3) && hasClasses(v[23:], 3) },
			`(?i)(?:configcat|sdk[_\-]?key)[^\n]{0,80}?[\s"'\x60:=(,]([A-Za-z0-9_\-]{22}/[A-Za-z0-9_\-]{22})(?:[^A-Za-z0-9_\-/]|$)`),
		atWordStart(providerRule("flagsmith-server-key", "Flagsmith server-side environment key (ser. and 22 characters): it evaluates every flag and identity of its environment locally.", SeverityHigh,
			[]string{"ser."}, mixedToken(4),
			`\b(ser\.[A-Za-z0-9]{22})\b`)),
		atWordStart(providerRule("devcycle-server-key", "DevCycle server or mobile SDK key (dvc_server_, dvc_mobile_ and its body); dvc_client_ keys are built into browsers and stay.", SeverityHigh,
			[]string{"dvc_server_", "dvc_mobile_"}, func(v string) bool { return classBits(v[11:])&6 == 6 },
			`\b(dvc_(?:server|mobile)_[A-Za-z0-9_\-]{30,100})\b`)),
	}
}
