package rules

// Tokens of localization platforms, from their documented formats.
func l10nDetectors() []detector {
	return []detector{
		providerRule("crowdin-personal-token", "Crowdin personal access token (80 hex digits) within a few lines after Crowdin's name; 80 hex digits are no digest's length.", SeverityHigh,
			[]string{"crowdin"}, hexToken(0),
			`(?i)crowdin[\s\S]{0,400}?(?:^|[^0-9a-f])([0-9a-f]{80})(?:[^0-9a-f]|$)`),
		atWordStart(providerRule("tolgee-api-key", "Tolgee project API key or personal access token (tgpak_, tgpat_ and 30 to 60 characters).", SeverityHigh,
			[]string{"tgpak_", "tgpat_"}, func(v string) bool { return classBits(v[6:])&6 == 6 },
			`\b(tgpa[kt]_[a-z0-9]{30,60})\b`)),
	}
}

// Passwords that search engines' setup tools print.
func searchToolDetectors() []detector {
	return []detector{
		gated(providerRule("elasticsearch-setup-password", "Password elasticsearch-setup-passwords auto prints for a reserved user (PASSWORD elastic = v).", SeverityHigh,
			[]string{"password "}, func(v string) bool { return hasClasses(v, 2) && !isPlaceholder(v) },
			`(?m)^PASSWORD [a-z_]{1,40} = ([^\s]{6,128})\r?$`),
			func(text string, h int) bool { return (h == 0 || text[h-1] == '\n') && text[h] == 'P' }),
	}
}
