package rules

// gcodeDetectors find the passwords RepRapFirmware's G-code sets in a
// printer's config.g: M551 P"v" (the machine's password, which its web
// interface and API ask for) and M587 S"ssid" P"v" (a Wi-Fi network's).
func gcodeDetectors() []detector {
	return []detector{
		providerRule("reprap-gcode-password", "Password set by RepRapFirmware's G-code in config.g: M551 P\"v\" (the machine's) or M587 S\"ssid\" P\"v\" (a Wi-Fi network's).", SeverityHigh,
			[]string{"m551 p", "m587 s"}, func(v string) bool { return !isPlaceholder(v) && v != "reprap" },
			`\bM551[ \t]+P"([^"\n]{4,64})"`,
			`\bM587[ \t]+S"[^"\n]{1,64}"[ \t]+P"([^"\n]{8,64})"`),
	}
}
