package cases

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// intlxCases adds secrets met in non-English and mixed-script text, written
// apart from the first batch on the theme (intl.go, l10n.go) and from the
// detectors: labels for password, token and key in twenty languages with
// the punctuation those languages use around them.
// Sources: chat messages and chat exports (WeCom, DingTalk, Feishu,
// WeChat, LINE, KakaoTalk, Zalo, Telegram, WhatsApp, Slack and Teams in
// Chinese, Japanese, Korean, Russian, Ukrainian, Arabic, Hebrew, Persian,
// Hindi and Hinglish, Thai, Vietnamese, Indonesian, Turkish, Greek,
// Polish, Portuguese, Spanish, French, Italian and German); e-mails
// (Japanese ZIP-password mails, initial-password notices, French and
// German "identifiants" and "Zugangsdaten"), tickets, wiki pages and
// handover sheets; config files with comments in those languages (.env
// with a BOM, Spring properties and YAML, PHP configs, docker-compose,
// Ansible vars, RouterOS exports, INI) and the SDK snippets of regional
// providers (Alibaba, Tencent, Huawei, Baidu, Qiniu and Volcengine
// clouds, DingTalk and Feishu bots, WeChat Pay, Alipay, ECPay, LINE,
// Backlog, Chatwork, kintone, freee, Sakura Cloud, Kakao, Naver Cloud,
// Toss and PortOne, Yandex Cloud, VK, T-Invest, GigaChat, 1C, Bitrix,
// Monobank, Nova Poshta, Tap, Moyasar, Unifonic, Tranzila, Kavenegar,
// Razorpay, Paytm, Omise, MoMo, VNPay, Midtrans, Xendit, iyzico, Netgsm,
// AADE myDATA, Przelewy24, PayU, Mercado Pago, Efí, Redsys, OVH,
// FranceConnect, Hetzner, FinTS); labels followed by full-width colons,
// ideographic full stops, full-width commas, corner and lenticular
// brackets, CJK parentheses, guillemets with NBSP, French narrow NBSP,
// German and Polish low quotes, Greek ano teleia, Hindi danda, Arabic
// comma, zero-width spaces, RTL and LRM marks, bidi isolates, ZWNJ,
// ideographic spaces, emoji, and particles and suffixes glued to or
// right after the secret (です, 입니다, 이고, 'dır, นะครับ, है); passwords as people choose
// them (pinyin and birthdays, Russian and Korean words typed in the
// Latin layout, words with umlauts, ogoneks and dotless i); i18n
// resources (.po, .properties with backslash-u escapes, .resx, .strings,
// ARB, Android strings.xml, XLIFF, Qt .ts) and grep output across them;
// localized admin panels and consoles pasted from screenshots (routers,
// Azure, AWS, GitLab, Grafana, Harbor, Jenkins, WordPress, cPanel,
// phpMyAdmin) and translated error messages and logs (MyBatis parameter
// lines, PostgreSQL, Oracle, SQL Server and Windows errors in local
// languages). Benign look-alikes: user names, hosts, merchant and
// terminal ids, app ids, access-key ids, request ids, masked values,
// translated labels and the words right after each secret. The case
// names start with "intlx/".
func (g *G) intlxCases() {
	g.ixChinese()
	g.ixChineseMore()
	g.ixJapanese()
	g.ixKorean()
	g.ixCyrillic()
	g.ixRTL()
	g.ixSouthAsiaSEA()
	g.ixTurkGreekPolish()
	g.ixPolish()
	g.ixRomance()
	g.ixGerman()
	g.ixResources()
	g.ixInvisible()
	g.ixPanels()
	g.ixErrors()
	g.ixBenign()
}

// ---- helpers used only here ----

// Characters that cannot be seen in source, by name.
const (
	ixNBSP   = "\u00a0" // no-break space
	ixNNBSP  = "\u202f" // narrow no-break space (French before : ; ! ?)
	ixZWSP   = "\u200b" // zero-width space
	ixZWNJ   = "\u200c" // zero-width non-joiner (the Persian half-space)
	ixLRM    = "\u200e" // left-to-right mark
	ixRLM    = "\u200f" // right-to-left mark
	ixALM    = "\u061c" // Arabic letter mark
	ixLRI    = "\u2066" // left-to-right isolate
	ixPDI    = "\u2069" // pop directional isolate
	ixWJ     = "\u2060" // word joiner
	ixBOM    = "\ufeff" // byte order mark
	ixIdeoSp = "\u3000" // ideographic space
)

// intlxAdd is add with the "intlx/" prefix; in tmpl and benign, "ˋ"
// stands for a backtick and "⟪" and "⟫" for the guillemets « and »,
// which add keeps for its placeholders.
func (g *G) intlxAdd(name, tmpl string, v V, benign ...string) {
	bt := strings.NewReplacer("ˋ", "`")
	gu := strings.NewReplacer("⟪", "«", "⟫", "»")
	b := make([]string, len(benign))
	for i, s := range benign {
		b[i] = bt.Replace(s)
	}
	g.add("intlx/"+name, bt.Replace(tmpl), v, b...)
	c := &g.cases[len(g.cases)-1]
	c.Text = gu.Replace(c.Text)
	for i := range c.Benign {
		c.Benign[i] = gu.Replace(c.Benign[i])
	}
}

// ixRuKeys maps the Russian ЙЦУКЕН layout to the keys of QWERTY.
var ixRuKeys = map[rune]string{
	'й': "q", 'ц': "w", 'у': "e", 'к': "r", 'е': "t", 'н': "y", 'г': "u", 'ш': "i", 'щ': "o", 'з': "p",
	'ф': "a", 'ы': "s", 'в': "d", 'а': "f", 'п': "g", 'р': "h", 'о': "j", 'л': "k", 'д': "l",
	'я': "z", 'ч': "x", 'с': "c", 'м': "v", 'и': "b", 'т': "n", 'ь': "m",
}

// ixLatinLayout is word typed with the Russian layout off, as people
// pick passwords.
func ixLatinLayout(word string) string {
	var b strings.Builder
	for _, r := range word {
		b.WriteString(ixRuKeys[r])
	}
	return b.String()
}

// ixPwRu is a Russian word typed in the Latin layout, digits and maybe a
// symbol ("ghbdtn2019").
func (g *G) ixPwRu() string {
	w := ixLatinLayout(g.pick("привет", "пароль", "солнце", "москва", "кошка", "наташа", "зима", "котик", "ромашка", "димка"))
	if g.r.IntN(2) == 0 {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("", "!", "_", "#")
}

// ixPwHello is "привет" typed in the Latin layout, capitalized, and a
// year.
func (g *G) ixPwHello() string {
	w := ixLatinLayout("привет")
	return strings.ToUpper(w[:1]) + w[1:] + fmt.Sprint(2012+g.r.IntN(14))
}

// Hangul jamo as keys of the 2-set Korean layout.
var (
	ixKoL = []string{"r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"}
	ixKoV = []string{"k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"}
	ixKoT = []string{"", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"}
)

// ixHangulKeys is a Korean word typed with the Korean input off
// ("사랑해" → "tkfkdgo").
func ixHangulKeys(word string) string {
	var b strings.Builder
	for _, r := range word {
		if r < 0xAC00 || r > 0xD7A3 {
			b.WriteRune(r)
			continue
		}
		i := int(r - 0xAC00)
		b.WriteString(ixKoL[i/588] + ixKoV[(i%588)/28] + ixKoT[i%28])
	}
	return b.String()
}

// ixPwKo is a Korean word typed in the Latin layout and digits.
func (g *G) ixPwKo() string {
	return ixHangulKeys(g.pick("사랑해", "안녕", "행복", "하늘", "바다", "우리집", "고양이")) + g.s(alDigit, 3+g.r.IntN(3)) + g.pick("", "!", "@", "*")
}

// ixPwPinyin is a pinyin password with a date or lucky digits.
func (g *G) ixPwPinyin() string {
	w := g.pick("woaini", "zhangwei", "wangfang", "liuyang", "chenjie", "xiaoming", "huanghe", "Zhang", "Wang", "Li")
	d := g.pick(fmt.Sprintf("19%02d%02d%02d", 70+g.r.IntN(30), 1+g.r.IntN(12), 1+g.r.IntN(28)), "1314"+g.s(alDigit, 2), "520"+g.s(alDigit, 3), "888"+g.s(alDigit, 3))
	return w + g.pick("", "@", "_", ".", "#") + d
}

// ixPwLocal is a password made of a common word of the language, a year
// or digits and a symbol.
func (g *G) ixPwLocal(lang string) string {
	words := map[string][]string{
		"de": {"Sommer", "Sonnenschein", "Schatzi", "Hasenbraten", "Fussball", "Bayern", "Geheim", "Winterzeit"},
		"fr": {"Soleil", "Bonjour", "Chaton", "Loulou", "Doudou", "Marseille", "Printemps", "Nounours"},
		"es": {"Verano", "Estrella", "Futbol", "Mariposa", "Corazon", "Barcelona", "Princesa", "Tequila"},
		"it": {"Amore", "Tesoro", "Juventus", "Forzanapoli", "Girasole", "Cucciolo", "Ciaociao", "Roma"},
		"pt": {"Saudade", "Flamengo", "Corinthians", "Amorzinho", "Brasil", "Palmeiras", "Benfica", "Gatinha"},
		"pl": {"Kotek", "Misiek", "Slonko", "Kochanie", "Legia", "Polska", "Zabka", "Haslo"},
		"tr": {"Galatasaray", "Fenerbahce", "Besiktas", "Ankara", "Istanbul", "Sevgilim", "Bursaspor", "Kartal"},
		"id": {"Sayang", "Rahasia", "Merdeka", "Bismillah", "Cintaku", "Persija", "Garuda", "Sukses"},
		"vi": {"Anhyeuem", "Matkhau", "Saigon", "Hanoi", "Yeuem", "Thanhcong", "Hoangsa", "Baby"},
		"ja": {"Sakura", "Tanaka", "Doraemon", "Tokyo", "Pikachu", "Haruka", "Gundam", "Yamato"},
		"el": {"Agapi", "Olympiakos", "Panathinaikos", "Kalimera", "Thalassa", "Ellada", "Athina", "Kardia"},
		"th": {"Chiangmai", "Bangkok", "Sawasdee", "Khaosan", "Rakjang", "Mali", "Chokdee", "Sabai"},
		"hi": {"Krishna", "Ganesh", "Sachin", "Mumbai", "Jaimata", "Shivaji", "Radhe", "Bharat"},
		"ar": {"Riyadh", "Habibi", "Alhilal", "Cairo", "Yallah", "Falcon", "Ahlawy", "Noor"},
		"he": {"Shalom", "Yerushalaim", "Maccabi", "Tapuz", "Hapoel", "Nesher", "Sababa", "Ahava"},
		"fa": {"Tehran", "Persepolis", "Esteghlal", "Azadi", "Golnar", "Nowruz", "Parsa", "Sahar"},
		"ru": {"Spartak", "Zenit", "Natasha", "Dima", "Sasha", "Moskva", "Lyubov", "Medved"},
		"uk": {"Kyiv", "Dnipro", "Kharkiv", "Slava", "Kalyna", "Shakhtar", "Soniechko", "Lviv"},
		"ko": {"Seoul", "Busan", "Saranghae", "Kimchi", "Jjang", "Hyuna", "Minsu", "Hangang"},
		"zh": {"Shanghai", "Beijing", "Panda", "Dragon", "Kungfu", "Xiamen", "Tiantian", "Qiqi"},
	}[lang]
	year := fmt.Sprint(2019 + g.r.IntN(7))
	return g.pick(words...) + g.pick(year, g.s(alDigit, 3), g.s(alDigit, 2)) + g.pick("!", "#", "*", ".", "?", "@", "+", "")
}

// ixPwUni is a password with letters outside ASCII, as some people type
// them.
func (g *G) ixPwUni(lang string) string {
	words := map[string][]string{
		"de": {"Mäusebär", "Schlüssel", "Grüße", "Fußball", "Käsekuchen", "Bärchen"},
		"pl": {"Żółwik", "Źrebię", "Łódka", "Kiełbasa", "Gęś", "Śliwka"},
		"tr": {"Şifreli", "Çiçek", "Gülüm", "Ağaç", "İstanbul", "Işık"},
		"ru": {"Пароль", "Солнышко", "Котёнок", "Медведь", "Ёжик"},
		"uk": {"Їжачок", "Сонечко", "Калина", "Ґанок", "Вишня"},
		"fr": {"Été", "Crème", "Forêt", "Noël", "Château"},
		"es": {"Niño", "Mañana", "Corazón", "Ñandú", "Camión"},
		"el": {"Θάλασσα", "Αγάπη", "Ήλιος", "Κωδικός"},
		"vi": {"Mậtkhẩu", "Hạnhphúc", "Yêuem", "Đàlạt"},
	}[lang]
	return g.pick(words...) + g.pick("_", "-", "", "!") + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "", "?")
}

// ixUEsc escapes every rune outside ASCII as \uXXXX, as Java .properties
// files and JSON do (runes past the BMP as surrogate pairs).
func ixUEsc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r > 0xFFFF:
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return b.String()
}

// ixMask hides all but the last n characters of s with •.
func ixMask(s string, n int) string {
	k := utf8.RuneCountInString(s)
	if k <= n {
		return s
	}
	return strings.Repeat("•", k-n) + string([]rune(s)[k-n:])
}

// ixWPPw is a WordPress-generated password (24 characters with symbols).
func (g *G) ixWPPw() string { return g.s(alAlnum+"!@#$%^&*()", 24) }

// ixDingSign is a DingTalk robot signing secret.
func (g *G) ixDingSign() string { return "SEC" + g.hex(64) }

// ixLine is a LINE long-lived channel access token.
func (g *G) ixLine() string { return g.s(alB64, 171) + "=" }

// ixYandexOAuth is a Yandex OAuth token.
func (g *G) ixYandexOAuth() string { return "y0_Ag" + g.b64u(53) }

// ixYcIAM is a Yandex Cloud IAM token.
func (g *G) ixYcIAM() string { return "t1.9euelZ" + g.b64u(150) + "." + g.b64u(86) }

// ixYcSecret is a Yandex Cloud static access key secret.
func (g *G) ixYcSecret() string { return "YC" + g.b64u(38) }

// ixVK is a VK user access token.
func (g *G) ixVK() string { return "vk1.a." + g.b64u(212) }

// ixMP is a Mercado Pago production access token.
func (g *G) ixMP() string {
	return "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)
}

// ixMidtrans is a Midtrans server key.
func (g *G) ixMidtrans() string { return "Mid-server-" + g.b64u(24) }

// ixXendit is a Xendit secret API key.
func (g *G) ixXendit() string { return "xnd_production_" + g.an(60) }

// ixOmise is an Omise secret key.
func (g *G) ixOmise() string { return "skey_" + g.s(alLowNum, 19) }

// ixToss is a Toss Payments secret key.
func (g *G) ixToss() string { return "live_sk_" + g.an(28) }

// ixMoyasar is a Moyasar secret key.
func (g *G) ixMoyasar() string { return "sk_live_" + g.an(40) }

// ixEfi is an Efí (Gerencianet) client secret.
func (g *G) ixEfi() string { return "Client_Secret_" + g.hex(40) }

// ixIyzicoSecret is an iyzico secret key.
func (g *G) ixIyzicoSecret() string { return g.an(32) }

// ixTinvest is a T-Invest API token.
func (g *G) ixTinvest() string { return "t." + g.b64u(86) }

// ---- Chinese ----

func (g *G) ixChinese() {
	g.intlxAdd("zh-wecom-chat-fullwidth-colon", `
【企业微信】研发二组 聊天记录导出
张伟 10:32
测试环境 MySQL 已经重建好了，地址 10.12.3.40:3306
张伟 10:32
账号 app_rw，密码：«a»，只给 order-service 用
李娜 10:33
收到👌 我改一下 nacos 里的配置
`, V{"a": g.ixPwPinyin()}, "账号 app_rw", "，只给 order-service 用", "10.12.3.40:3306")

	g.intlxAdd("zh-dingtalk-robot-sign-python", `
# utils/notify.py
import time, hmac, hashlib, base64, urllib.parse, requests

# 钉钉群机器人（安全设置选的是"加签"）
WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=«a»"
# 加签密钥，不要提交到仓库！！
SECRET = "«b»"


def send(text: str) -> None:
    ts = str(round(time.time() * 1000))
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest())
    url = f"{WEBHOOK}&timestamp={ts}&sign={urllib.parse.quote_plus(sign)}"
    requests.post(url, json={"msgtype": "text", "text": {"content": text}}, timeout=5)
`, V{"a": g.hex(64), "b": g.ixDingSign()}, "# 加签密钥，不要提交到仓库！！", "def send(text: str) -> None:")

	g.intlxAdd("zh-feishu-app-secret-yaml", `
# config/feishu.yaml
# 飞书开放平台 → 凭证与基础信息
feishu:
  app_id: cli_«_id»
  app_secret: «a»   # 应用密钥，定期轮换
  verification_token: «b»
  encrypt_key: ""   # 未开启加密
  bot_name: 发布小助手
`, V{"_id": g.hex(16), "a": g.an(32), "b": g.an(32)}, "# 应用密钥，定期轮换", "bot_name: 发布小助手")

	g.intlxAdd("zh-aliyun-configure-prompt", `
$ aliyun configure --profile prod --language zh
Configuring profile 'prod' in 'AK' authenticate mode...
Access Key Id []: «=id»
Access Key Secret []: «a»
Default Region Id []: cn-hangzhou
Default Output Format [json]: json (Only support json)
Default Language [zh|en] zh: zh
Saving profile[prod] ...Done.
-----------------------------------------------
!!! Configure Succeed!!! 配置成功！
`, V{"=id": "LTAI5t" + g.an(18), "a": g.an(30)}, "Default Region Id []: cn-hangzhou", "配置成功！")

	g.intlxAdd("zh-tencent-cos-python-sdk", `
# -*- coding=utf-8
from qcloud_cos import CosConfig, CosS3Client

# 1. 设置用户属性, 包括 secret_id, secret_key, region 等
secret_id = '«=id»'     # 用户的 SecretId，建议使用子账号密钥
secret_key = '«a»'   # 用户的 SecretKey，授权遵循最小权限指引
region = 'ap-guangzhou'      # 存储桶所在地域
token = None                 # 使用临时密钥需要传入 Token，默认为空

config = CosConfig(Region=region, SecretId=secret_id, SecretKey=secret_key, Token=token, Scheme='https')
client = CosS3Client(config)
resp = client.list_objects(Bucket='invoice-1250000000', Prefix='2025/03/')
`, V{"=id": "AKID" + g.an(32), "a": g.an(32)}, "# 用户的 SecretKey，授权遵循最小权限指引", "Bucket='invoice-1250000000'")

	g.intlxAdd("zh-readme-deploy-table", `
## 三、部署说明（内部）

| 项目 | 值 | 备注 |
|------|----|------|
| 数据库地址 | pg-prod.internal:5432 | 只读副本见下 |
| 数据库用户 | crm_owner | |
| 数据库密码 | ˋ«a»ˋ | 2025-03 更新 |
| Redis 密码 | ˋ«b»ˋ | 哨兵模式 |
| 对象存储桶 | crm-attachments | 华东2 |

> 注意：上线后请把密码迁移到 KMS，不要再写在文档里。
`, V{"a": g.pwStrong(), "b": g.an(24)}, "| 数据库用户 | crm_owner | |", "| 2025-03 更新 |", "crm-attachments")

	g.intlxAdd("zh-chat-github-token-paren", `
这是我的 GitHub token（只给了 repo 权限）：«a»。帮我看看为什么 git push 还是 403？
remote: Permission to acme-cn/portal.git denied to zhao-dev.
fatal: unable to access 'https://github.com/acme-cn/portal.git/': The requested URL returned error: 403
`, V{"a": g.ghp()}, "。帮我看看为什么 git push 还是 403？", "denied to zhao-dev")

	g.intlxAdd("zh-wechat-pay-v3-config", `
# application-prod.yml
wxpay:
  # 商户号
  mch-id: «_mch»
  # 商户 APIv3 密钥（32 位，在商户平台 → 账户中心 → API 安全 设置）
  api-v3-key: «a»
  # 商户证书序列号
  mch-serial-no: «_serial»
  # 商户私钥文件
  private-key-path: /etc/wxpay/apiclient_key.pem
  notify-url: https://pay.example.cn/api/wxpay/notify
`, V{"_mch": "16" + g.digits(8), "a": g.an(32), "_serial": strings.ToUpper(g.hex(40))}, "private-key-path: /etc/wxpay/apiclient_key.pem", "https://pay.example.cn/api/wxpay/notify")

	alipayKey := g.pkcs8RSAPEM()
	g.intlxAdd("zh-alipay-client-java", `
// 支付宝开放平台 SDK 初始化（沙箱已切到正式）
AlipayConfig alipayConfig = new AlipayConfig();
alipayConfig.setServerUrl("https://openapi.alipay.com/gateway.do");
alipayConfig.setAppId("«_app»");
// 应用私钥（PKCS8 格式）
alipayConfig.setPrivateKey("«a»");
// 支付宝公钥
alipayConfig.setAlipayPublicKey("«=pub»");
alipayConfig.setFormat("json");
alipayConfig.setCharset("UTF-8");
alipayConfig.setSignType("RSA2");
AlipayClient alipayClient = new DefaultAlipayClient(alipayConfig);
`, V{"_app": "2021" + g.digits(12), "a": strings.ReplaceAll(alipayKey.body, "\n", ""), "=pub": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 330) + "IDAQAB"}, `alipayConfig.setSignType("RSA2");`, "// 支付宝公钥")

	g.intlxAdd("zh-tw-line-notify-script", `
#!/usr/bin/env python3
# 每日備份完成後推播到 LINE 群組
import requests

# LINE Notify 權杖（個人設定頁面發行，請勿外流）
權杖 = "«a»"

def 通知(訊息: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {權杖}"},
        data={"message": 訊息},
    )

通知("✅ 備份完成：nas01 → s3://backup-tw/daily")
`, V{"a": g.an(43)}, "def 通知(訊息: str) -> None:", "✅ 備份完成：nas01 → s3://backup-tw/daily")

	g.intlxAdd("zh-tw-ecpay-hashkey", `
<?php
// 綠界金流 正式環境參數（請向主管確認後再修改）
return [
    'MerchantID' => '«_mid»',
    'HashKey'    => '«a»',
    'HashIV'     => '«b»',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://shop.example.com.tw/ecpay/return',
];
`, V{"_mid": "3" + g.digits(6), "a": g.an(16), "b": g.an(16)}, "// 綠界金流 正式環境參數（請向主管確認後再修改）", "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5")

	g.intlxAdd("zh-mysql-cli-chinese-error", `
[root@db-backup ~]# mysql -h 172.16.8.21 -uroot -p«a» -e "show databases;"
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 1045 (28000): 用户 'root'@'172.16.8.5' 拒绝访问 (使用密码: 是)
[root@db-backup ~]# mysql -h 172.16.8.21 -ubackup -p'«b»' -e "show databases;"
`, V{"a": g.ixPwPinyin(), "b": g.pw()}, "拒绝访问 (使用密码: 是)", "-ubackup")

	g.intlxAdd("zh-incident-ticket-corner-quotes", `
【生产事故】P2 - 订单服务日志泄露访问令牌
现象：订单服务 INFO 日志打印了完整请求头，其中包含用户访问令牌「«a»」
影响范围：2025-03-14 09:00 ~ 11:20 的 order-api 日志（约 3.2 万条）
处理：
1. 已下线日志采集，删除 ES 索引 order-api-2025.03.14
2. 已通知安全组吊销上述令牌
3. 修复 PR：#4412
`, V{"a": g.userJWT()}, "」\n影响范围", "order-api-2025.03.14", "修复 PR：#4412")
}

func (g *G) ixChineseMore() {
	g.intlxAdd("zh-qiniu-env-comments", `
# .env.production  七牛云对象存储
QINIU_ACCESS_KEY=«=ak»
QINIU_SECRET_KEY=«a»
QINIU_BUCKET=static-assets   # 公开空间
QINIU_DOMAIN=https://cdn.example.cn
# 下面是短信（阿里云）
ALIYUN_SMS_SIGN_NAME=示例科技
ALIYUN_SMS_TEMPLATE=SMS_4621«_tpl»
`, V{"=ak": g.b64u(40), "a": g.b64u(40), "_tpl": g.digits(4)}, "QINIU_BUCKET=static-assets", "ALIYUN_SMS_SIGN_NAME=示例科技")

	g.intlxAdd("zh-baidu-aip-token-curl", `
# 获取 access_token（百度智能云 OCR）
$ curl -s -X POST 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=«=ak»&client_secret=«a»'
{"refresh_token":"«b»","expires_in":2592000,"session_key":"«c»","access_token":"«d»","scope":"public brain_all_scope vis-ocr_ocr","session_secret":"«e»"}
# 报错就检查一下 client_secret 是不是复制多了空格
`, V{"=ak": g.an(24), "a": g.an(32), "b": "25." + g.hex(32) + ".315360000.1798" + g.digits(6) + "." + g.digits(9) + "-" + g.digits(8), "c": g.b64(60), "d": "24." + g.hex(32) + ".2592000.17" + g.digits(8) + "." + g.digits(9) + "-" + g.digits(8), "e": g.hex(32)}, "# 报错就检查一下 client_secret 是不是复制多了空格", `"expires_in":2592000`)

	g.intlxAdd("zh-redis-lenticular-brackets", `
@所有人 生产 redis 密码【«a»】已改，记得更新 k8s 里的 secret（命名空间 shop-prod，名字 redis-auth）
旧密码今晚 24 点失效
`, V{"a": g.an(20)}, "】已改，记得更新 k8s 里的 secret", "命名空间 shop-prod", "旧密码今晚 24 点失效")

	g.intlxAdd("zh-gitee-token-chat", `
码云私人令牌：«a»（只勾了 projects 权限）
你 clone 的时候用这个：git clone https://oauth2:«a»@gitee.com/acme-cn/erp-web.git
`, V{"a": g.hex(32)}, "（只勾了 projects 权限）", "@gitee.com/acme-cn/erp-web.git")

	g.intlxAdd("zh-en-mixed-slack-no-space", `
staging的DB password是«a»，don't commit哈
另外 SMTP 授权码是«b»，发件邮箱 noreply@example.cn
`, V{"a": g.pwURL(), "b": g.s(alLower, 16)}, "，don't commit哈", "，发件邮箱 noreply@example.cn")

	g.intlxAdd("zh-harbor-robot-account-ui", `
机器人账户
已成功创建机器人账户 robot$ci-push
请复制令牌并妥善保存，关闭此窗口后将无法再次查看。

名称       robot$ci-push
过期时间   2026-03-15
令牌       «a»
[复制]  [导出到文件]
`, V{"a": g.an(32)}, "名称       robot$ci-push", "过期时间   2026-03-15", "[导出到文件]")

	g.intlxAdd("zh-huawei-cloud-go-sdk", `
package main

import (
	"github.com/huaweicloud/huaweicloud-sdk-go-v3/core/auth/basic"
	ecs "github.com/huaweicloud/huaweicloud-sdk-go-v3/services/ecs/v2"
	region "github.com/huaweicloud/huaweicloud-sdk-go-v3/services/ecs/v2/region"
)

func main() {
	// 认证用的ak和sk硬编码到代码中或者明文存储都有很大的安全风险，建议在配置文件或者环境变量中密文存放
	auth := basic.NewCredentialsBuilder().
		WithAk("«=ak»").
		WithSk("«a»").
		WithProjectId("«_proj»").
		Build()
	client := ecs.NewEcsClient(ecs.EcsClientBuilder().WithRegion(region.ValueOf("cn-north-4")).WithCredential(auth).Build())
	_ = client
}
`, V{"=ak": g.s(alUpNum, 20), "a": g.an(40), "_proj": g.hex(32)}, `region.ValueOf("cn-north-4")`, "建议在配置文件或者环境变量中密文存放")

	g.intlxAdd("zh-router-ocr-screenshot", `
（截图识别结果）
无线设置 › 基本设置
无线名称(SSID)：ChinaNet-8F2A
加密方式：WPA2-PSK AES
无线密码：«a»
□ 隐藏无线网络
管理员密码 ：«b»   [ 修改 ]
`, V{"a": g.ixPwPinyin(), "b": g.pw()}, "无线名称(SSID)：ChinaNet-8F2A", "□ 隐藏无线网络", "[ 修改 ]")

	g.intlxAdd("zh-volcengine-ark-openai-client", `
import os
from openai import OpenAI

# 从环境变量中读取您的方舟API Key（调试时先写死，提交前记得删掉）
client = OpenAI(
    base_url="https://ark.cn-beijing.volces.com/api/v3",
    api_key="«a»",
)
resp = client.chat.completions.create(
    model="doubao-1-5-pro-32k-250115",
    messages=[{"role": "user", "content": "用一句话介绍你自己"}],
)
print(resp.choices[0].message.content)
`, V{"a": g.uuid()}, `model="doubao-1-5-pro-32k-250115"`, "用一句话介绍你自己")

	g.intlxAdd("zh-deepseek-key-glued", `
用«a»跑一下 scripts/eval_zh.py，跑完把结果贴群里。这个key额度只剩20块了省着点
`, V{"a": "sk-" + g.hex(32)}, "跑一下 scripts/eval_zh.py", "这个key额度只剩20块了省着点")

	g.intlxAdd("zh-nacos-properties-comment", `
# application-dev.properties
spring.application.name=member-center
spring.datasource.url=jdbc:mysql://10.8.0.15:3306/member?useUnicode=true&characterEncoding=utf8
spring.datasource.username=member_dev
spring.datasource.password=«a» # 开发库密码，勿外传
spring.cloud.nacos.config.server-addr=nacos.dev.internal:8848
spring.cloud.nacos.config.password=«b»
jwt.secret=«c»
`, V{"a": g.ixPwPinyin(), "b": g.pwURL(), "c": g.b64(48)}, "# 开发库密码，勿外传", "spring.datasource.username=member_dev", "nacos.dev.internal:8848")

	g.intlxAdd("zh-mybatis-parameters-log", `
2025-03-14 10:02:11.482 DEBUG 21764 --- [nio-8080-exec-3] c.a.m.mapper.SysUserMapper.selectLogin   : ==>  Preparing: SELECT id, username, nick_name FROM sys_user WHERE username = ? AND password = ? AND del_flag = '0'
2025-03-14 10:02:11.483 DEBUG 21764 --- [nio-8080-exec-3] c.a.m.mapper.SysUserMapper.selectLogin   : ==> Parameters: wangxiaoer(String), «a»(String)
2025-03-14 10:02:11.491 DEBUG 21764 --- [nio-8080-exec-3] c.a.m.mapper.SysUserMapper.selectLogin   : <==      Total: 0
2025-03-14 10:02:11.492  WARN 21764 --- [nio-8080-exec-3] c.a.m.service.LoginService               : 用户 wangxiaoer 登录失败：用户名或密码错误
`, V{"a": g.ixPwPinyin()}, "wangxiaoer(String)", "<==      Total: 0", "用户 wangxiaoer 登录失败：用户名或密码错误")

	g.intlxAdd("zh-curly-quotes-chat", `
运维小周：新的堡垒机密码是“«a»”，用户名还是 ops_zhou，记得开 MFA
`, V{"a": g.pwStrong()}, "”，用户名还是 ops_zhou，记得开 MFA", "运维小周：")
}

// ---- Japanese ----

func (g *G) ixJapanese() {
	g.intlxAdd("ja-slack-corner-brackets-desu", `
佐藤 14:05
検証環境のDBパスワードは「«a»」です。ユーザー名は stg_admin のままです。
鈴木 14:06
ありがとうございます！接続できました🙏
`, V{"a": g.ixPwLocal("ja")}, "」です。ユーザー名は stg_admin のままです。", "接続できました🙏")

	g.intlxAdd("ja-slack-desu-glued", `
本番のRedisのパスワードは«a»です。メモしたらこのメッセージは消してください
`, V{"a": g.an(24)}, "です。メモしたらこのメッセージは消してください")

	g.intlxAdd("ja-backlog-api-key-curl", `
# Backlog の課題一覧を取得（プロジェクト ID は設定画面で確認）
APIKEY=«a»
curl -s "https://acme-jp.backlog.jp/api/v2/issues?apiKey=${APIKEY}&projectId[]=«_pid»&statusId[]=1&count=100" \
  | jq -r '.[] | [.issueKey, .summary, .assignee.name] | @tsv'
ACME-1204	ログイン画面の文言修正	山田 太郎
ACME-1211	CSVエクスポートが文字化けする	佐々木 花子
`, V{"a": g.an(64), "_pid": g.digits(6)}, "ACME-1211	CSVエクスポートが文字化けする", "https://acme-jp.backlog.jp/api/v2/issues")

	g.intlxAdd("ja-chatwork-token-header", `
import requests

# Chatwork の「API Token」（個人設定 → サービス連携 → API Token）
CHATWORK_TOKEN = "«a»"
ROOM_ID = «_room»

def post(body: str):
    """ルームにメッセージを投稿する"""
    r = requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_TOKEN},
        data={"body": body},
    )
    r.raise_for_status()

post("[info][title]デプロイ完了[/title]release-2025.03.14 を本番に反映しました[/info]")
`, V{"a": g.hex(32), "_room": g.digits(9)}, "ルームにメッセージを投稿する", "release-2025.03.14 を本番に反映しました")

	g.intlxAdd("ja-line-messaging-env", `
# .env（LINE公式アカウント「ACME サポート」用）
# チャネル基本設定 → チャネルシークレット
LINE_CHANNEL_SECRET=«a»
# Messaging API設定 → チャネルアクセストークン（長期）
LINE_CHANNEL_ACCESS_TOKEN=«b»
# LIFF
LIFF_ID=«_liff»
`, V{"a": g.hex(32), "b": g.ixLine(), "_liff": g.digits(10) + "-" + g.an(8)}, "# Messaging API設定 → チャネルアクセストークン（長期）", "# LIFF")

	g.intlxAdd("ja-kintone-customize-js", `
(() => {
  'use strict';
  // 顧客マスタ（アプリID: 128）を参照するための APIトークン
  // ※ 閲覧権限のみ。レコード追加権限は付けないこと
  const API_TOKEN = '«a»';

  kintone.events.on('app.record.create.show', async (event) => {
    const resp = await fetch('/k/v1/records.json?app=128&query=' + encodeURIComponent('顧客コード = "' + event.record.顧客コード.value + '"'), {
      headers: { 'X-Cybozu-API-Token': API_TOKEN },
    });
    const { records } = await resp.json();
    event.record.顧客名.value = records[0]?.顧客名.value ?? '';
    return event;
  });
})();
`, V{"a": g.an(40)}, "// ※ 閲覧権限のみ。レコード追加権限は付けないこと", "event.record.顧客名.value")

	g.intlxAdd("ja-wiki-connection-info", `
h2. 接続情報（ステージング）

* ホスト：stg-db01.acme.local
* ポート：5432
* ユーザー名：app_stg
* パスワード：«a»
* 備考：本番とは別のパスワードです。踏み台（bastion-stg）経由でのみ接続可能
`, V{"a": g.pwStrong()}, "* ユーザー名：app_stg", "* 備考：本番とは別のパスワードです。", "stg-db01.acme.local")

	g.intlxAdd("ja-initial-password-mail", `
件名：【ACME勤怠】アカウント発行のお知らせ

田中 裕子 様

ACME勤怠システムのアカウントを発行しました。
下記の情報でログインしてください。

ログインURL：https://kintai.acme.co.jp/login
ログインID：tanaka.yuko
初期パスワード：«a»

※初回ログイン時にパスワードの変更をお願いします。
※本メールは送信専用です。
`, V{"a": g.s(alAlnum, 10)}, "ログインID：tanaka.yuko", "※初回ログイン時にパスワードの変更をお願いします。")

	g.intlxAdd("ja-ppap-zip-password-mail", `
件名：Re: 見積書送付の件（パスワードのご連絡）

株式会社サンプル
営業部 高橋様

いつもお世話になっております。ACMEの伊藤です。
先ほどお送りした「見積書_2025年3月.zip」の解凍パスワードをお知らせいたします。

パスワード：«a»

お手数ですが、ご確認のほどよろしくお願いいたします。
`, V{"a": g.s(alAlnum+"#%&", 12)}, "「見積書_2025年3月.zip」", "お手数ですが、ご確認のほどよろしくお願いいたします。")

	g.intlxAdd("ja-usacloud-profile", `
$ usacloud config show
[default]
AccessToken       = «=tok»
AccessTokenSecret = «a»
Zone              = is1a
DefaultOutputType = table
$ # ↑さくらのクラウドのAPIキー。シークレットは作成時にしか表示されないので控えておくこと
`, V{"=tok": g.uuid(), "a": g.an(40)}, "Zone              = is1a", "シークレットは作成時にしか表示されないので控えておくこと")

	g.intlxAdd("ja-database-yml-comment", `
# config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: yoyaku_development
  username: yoyaku
  password: «a» # ローカル用。本番は credentials.yml.enc に入れる
  host: localhost
`, V{"a": g.pwURL()}, "# ローカル用。本番は credentials.yml.enc に入れる", "database: yoyaku_development")

	g.intlxAdd("ja-redmine-root-password-arrow", `
#4821 本番サーバーのrootパスワード変更

本番サーバー（web01〜web04）のrootパスワードを変更しました。
新パスワード→«a»
旧パスワードは本日18時で無効になります。
パスワード管理表（共有ドライブ/インフラ/アカウント一覧.xlsx）も更新済みです。
`, V{"a": g.pwStrong()}, "旧パスワードは本日18時で無効になります。", "本番サーバー（web01〜web04）")

	g.intlxAdd("ja-ideographic-space-ssh", `
踏み台のアカウント作りました
ssh deploy@10.0.3.5`+ixIdeoSp+`パスワード`+ixIdeoSp+`«a»`+ixIdeoSp+`（鍵認証に切り替えるまでの暫定です）
`, V{"a": g.ixPwLocal("ja")}, "（鍵認証に切り替えるまでの暫定です）", "ssh deploy@10.0.3.5")

	g.intlxAdd("ja-qiita-article-env", `
## 3. APIキーを設定する

プロジェクト直下に .env を作成し、以下のように記述します（※記事用に発行したキーです。公開後に無効化します）。

ˋˋˋ
OPENAI_API_KEY=«a»
OPENAI_MODEL=gpt-4o-mini
ˋˋˋ

これで ˋpython main.pyˋ を実行すると、要約結果が表示されます。
`, V{"a": g.openai()}, "OPENAI_MODEL=gpt-4o-mini", "これで ˋpython main.pyˋ を実行すると、要約結果が表示されます。")

	g.intlxAdd("ja-freee-oauth-python", `
# freee会計API 認可コードを交換する（開発者アプリの「基本情報」タブに記載）
CLIENT_ID = "«=cid»"
CLIENT_SECRET = "«a»"
REDIRECT_URI = "urn:ietf:wg:oauth:2.0:oob"

res = requests.post("https://accounts.secure.freee.co.jp/public_api/token", data={
    "grant_type": "authorization_code",
    "client_id": CLIENT_ID,
    "client_secret": CLIENT_SECRET,
    "code": "«b»",
    "redirect_uri": REDIRECT_URI,
})
print(res.json())  # {'access_token': ..., 'refresh_token': ..., 'company_id': «_co»}
`, V{"=cid": g.hex(64), "a": g.b64u(43), "b": g.hex(64), "_co": g.digits(7)}, `REDIRECT_URI = "urn:ietf:wg:oauth:2.0:oob"`, "accounts.secure.freee.co.jp")

	g.intlxAdd("ja-windows-net-user-output", `
C:\Windows\system32>net user svc_backup «a» /add /expires:never
コマンドは正常に終了しました。

C:\Windows\system32>net localgroup "Backup Operators" svc_backup /add
コマンドは正常に終了しました。
`, V{"a": g.pw()}, "コマンドは正常に終了しました。", `net localgroup "Backup Operators" svc_backup /add`)

	g.intlxAdd("ja-token-glued-particle", `
トークン«a»をリモートURLに入れてpushしたらできました！ありがとうございます
（後でrevokeしておきます）
`, V{"a": g.ghFine()}, "をリモートURLに入れてpushしたらできました！", "（後でrevokeしておきます）")

	g.intlxAdd("ja-handover-tsv", `
引き継ぎ資料_インフラ.tsv
システム名	URL	ID	パスワード	備考
勤怠管理	https://kintai.acme.co.jp/admin	admin	«a»	管理者
経費精算	https://keihi.acme.co.jp	keiri01	«b»	経理部共用
監視(Zabbix)	http://zabbix.acme.local	Admin	«c»	初期値から変更済
`, V{"a": g.pw(), "b": g.ixPwLocal("ja"), "c": g.pwStrong()}, "システム名	URL	ID	パスワード	備考", "	経理部共用", "	初期値から変更済")

	g.intlxAdd("ja-guest-wifi-sign", `
ゲスト用Wi-Fi
SSID：ACME-Guest
パスワード：«a»
※社外の方のみご利用ください／社内ネットワークには接続できません
`, V{"a": g.s(alLowNum, 12)}, "SSID：ACME-Guest", "※社外の方のみご利用ください")

	g.intlxAdd("ja-fullwidth-equals-chat", `
.envにDB_PASSWORD＝«a»って書いたら読めなかったんですけど、全角のイコールのせいでした…
`, V{"a": g.ixPwLocal("ja")}, "って書いたら読めなかったんですけど、全角のイコールのせいでした…", ".envにDB_PASSWORD＝")

	g.intlxAdd("ja-smarthr-api-curl", `
# SmartHR API で従業員一覧を取得（アクセストークンは共通設定 → API から発行）
curl -s -H "Authorization: Bearer «a»" \
  "https://acme.smarthr.jp/api/v1/crews?per_page=100&page=1" | jq '.[].business_email'
"yamada.taro@acme.co.jp"
"sasaki.hanako@acme.co.jp"
`, V{"a": g.hex(64)}, `"sasaki.hanako@acme.co.jp"`, "https://acme.smarthr.jp/api/v1/crews?per_page=100&page=1")

	g.intlxAdd("ja-stripe-dashboard-copy", `
APIキー
標準キー
公開可能キー    «=pk»
シークレットキー «a»    最終使用日: 2025/03/12
制限付きのキー
名前: 売上集計バッチ  キー: «b»
`, V{"=pk": g.pkLive(), "a": g.skLive(), "b": g.rkLive()}, "最終使用日: 2025/03/12", "名前: 売上集計バッチ")
}

// ---- Korean ----

func (g *G) ixKorean() {
	g.intlxAdd("ko-kakaowork-db-password-imnida", `
[개발팀] 김민수 오전 9:41
스테이징 DB 비밀번호: «a» 입니다
계정은 stg_app 이고 읽기/쓰기 권한 있어요
[개발팀] 이지은 오전 9:42
넵 감사합니다 👍
`, V{"a": g.ixPwLocal("ko")}, " 입니다\n계정은 stg_app 이고", "넵 감사합니다 👍")

	g.intlxAdd("ko-particles-glued-slack", `
슬랙 봇 토큰은 «a»이고 signing secret은 «b»예요. 둘 다 .env.local에만 넣어주세요
`, V{"a": g.xoxb(), "b": g.hex(32)}, "이고 signing secret은 ", "예요. 둘 다 .env.local에만 넣어주세요")

	g.intlxAdd("ko-ncloud-configure", `
$ ncloud configure
set [DEFAULT]'s configuration.
Ncloud Access Key ID []: «=ak»
Ncloud Secret Access Key []: «a»
Ncloud API URL (default:https://ncloud.apigw.ntruss.com) []:
$ # 서브 계정 키로 발급함 (메인 계정 키 쓰지 말 것!)
`, V{"=ak": g.an(20), "a": g.an(40)}, "# 서브 계정 키로 발급함 (메인 계정 키 쓰지 말 것!)", "Ncloud API URL (default:https://ncloud.apigw.ntruss.com) []:")

	g.intlxAdd("ko-toss-payments-confirm", `
// app/api/payments/confirm/route.ts
// 토스페이먼츠 결제 승인 API — 시크릿 키는 절대 클라이언트에 노출하면 안 됩니다
const secretKey = "«a»";
const encryptedSecretKey = "Basic " + Buffer.from(secretKey + ":").toString("base64");

export async function POST(req: Request) {
  const { paymentKey, orderId, amount } = await req.json();
  const res = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: encryptedSecretKey, "Content-Type": "application/json" },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return Response.json(await res.json(), { status: res.status });
}
`, V{"a": g.ixToss()}, "https://api.tosspayments.com/v1/payments/confirm", "시크릿 키는 절대 클라이언트에 노출하면 안 됩니다")

	g.intlxAdd("ko-kakao-admin-key-curl", `
# 카카오 푸시 알림 토큰 조회 — 어드민 키는 서버에서만 사용하세요
curl -v -G GET "https://kapi.kakao.com/v2/push/tokens" \
  -H "Authorization: KakaoAK «a»" \
  -d "uuid=«_uid»"
`, V{"a": g.hex(32), "_uid": g.digits(10)}, "# 카카오 푸시 알림 토큰 조회", "https://kapi.kakao.com/v2/push/tokens")

	g.intlxAdd("ko-hangul-layout-password", `
비밀번호는 한영키 안 누르고 친 거라서 «a» 로 설정돼 있어요. 대소문자 구분합니다
`, V{"a": g.ixPwKo()}, " 로 설정돼 있어요. 대소문자 구분합니다")

	g.intlxAdd("ko-spring-yml-comments", `
# application-prod.yml
spring:
  datasource:
    url: jdbc:mariadb://10.20.1.15:3306/shop
    username: shop_app
    password: «a»   # 운영 DB 비밀번호 (3개월마다 변경)
jwt:
  # 토큰 서명 키 — 256비트 이상
  secret: «b»
  access-token-validity: 1800
`, V{"a": g.pwStrong(), "b": g.b64(48)}, "# 운영 DB 비밀번호 (3개월마다 변경)", "access-token-validity: 1800", "username: shop_app")

	g.intlxAdd("ko-jenkins-credentials-ui", `
Jenkins › Jenkins 관리 › Credentials › System › Global credentials (unrestricted)
종류: Username with password
범위: 전역 (Jenkins, nodes, items, all child items, etc)
사용자 이름: deploy
비밀번호: «a»
ID: nexus-deploy
설명: 넥서스 배포용 계정
[Create]
`, V{"a": g.pw()}, "ID: nexus-deploy", "설명: 넥서스 배포용 계정", "사용자 이름: deploy")

	g.intlxAdd("ko-portone-rest-token", `
# 포트원(구 아임포트) V1 REST API 토큰 발급
curl -s -X POST https://api.iamport.kr/users/getToken \
  -H 'Content-Type: application/json' \
  -d '{"imp_key": "«_key»", "imp_secret": "«a»"}'
{"code":0,"message":null,"response":{"access_token":"«b»","now":1741920000,"expired_at":1741921800}}
`, V{"_key": g.digits(16), "a": g.an(80), "b": g.hex(40)}, "# 포트원(구 아임포트) V1 REST API 토큰 발급", `"expired_at":1741921800`)

	g.intlxAdd("ko-login-fail-log", `
2025-03-14 11:02:33.118 WARN  [http-nio-8080-exec-7] c.e.a.AuthService - 로그인 실패: 비밀번호가 일치하지 않습니다 (아이디=park.jh, 입력값=«a»)
2025-03-14 11:02:41.502 INFO  [http-nio-8080-exec-2] c.e.a.AuthService - 로그인 성공: 아이디=park.jh
`, V{"a": g.ixPwKo()}, "아이디=park.jh", "로그인 실패: 비밀번호가 일치하지 않습니다")

	g.intlxAdd("ko-notion-server-page", `
## 서버 접속 정보
- 호스트: api-prod-01 (13.125.40.12)
- 계정: ubuntu
- 비밀번호: «a»
- 비고: 2025.03 변경, 키 파일은 1Password "인프라" 금고에 있음
`, V{"a": g.pwStrong()}, "- 계정: ubuntu", "- 비고: 2025.03 변경, 키 파일은 1Password \"인프라\" 금고에 있음")

	g.intlxAdd("ko-iptime-admin-copy", `
ipTIME 관리도구 > 고급 설정 > 무선랜 관리 > 무선 설정/보안
네트워크 이름(SSID): iptime_5G_3F
인증 및 암호화: WPA2PSK + AES(권장)
암호: «a»
[적용]
관리자 계정: admin / «b»
`, V{"a": g.ixPwKo(), "b": g.ixPwLocal("ko")}, "네트워크 이름(SSID): iptime_5G_3F", "관리자 계정: admin / ")

	g.intlxAdd("ko-aligo-sms-php", `
<?php
/* 알리고 문자 발송 — 인증키는 발송IP 등록된 서버에서만 동작 */
$sms = [
    'key'      => '«a»',
    'user_id'  => 'acmekr',
    'sender'   => '0212345678',
    'receiver' => $phone,
    'msg'      => '[ACME] 인증번호는 ' . $code . ' 입니다.',
];
$ch = curl_init('https://apis.aligo.in/send/');
curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $sms, CURLOPT_RETURNTRANSFER => true]);
$res = curl_exec($ch);
`, V{"a": g.s(alLowNum, 32)}, "'user_id'  => 'acmekr',", "인증키는 발송IP 등록된 서버에서만 동작")

	g.intlxAdd("ko-mixed-teams-ssh-key-passphrase", `
키 파일 보내드렸어요 ~/.ssh/id_ed25519_deploy 이고 패스프레이즈는 "«a»" 입니다
`, V{"a": g.ixPwKo()}, "~/.ssh/id_ed25519_deploy 이고 패스프레이즈는", "\" 입니다")
}

// ---- Russian and Ukrainian ----

func (g *G) ixCyrillic() {
	g.intlxAdd("ru-telegram-parol-em-dash", `
Дмитрий, [14.03.2025 12:40]
Пароль от стейджинга: «a» — не свети нигде, пожалуйста
Дмитрий, [14.03.2025 12:41]
логин тот же, deployer
`, V{"a": g.ixPwRu()}, " — не свети нигде, пожалуйста", "логин тот же, deployer")

	g.intlxAdd("ru-1c-connection-string", `
// Подключение к базе 1С через COM (обработка выгрузки в CRM)
Соединитель = Новый COMОбъект("V83.COMConnector");
СтрокаСоединения = "Srvr=""srv-1c.corp.local"";Ref=""buh_2025"";Usr=""Администратор"";Pwd=""«a»"";";
База = Соединитель.Connect(СтрокаСоединения);
`, V{"a": g.ixPwRu()}, `Usr=""Администратор"";Pwd=""`, `"";";`, "Соединитель.Connect(СтрокаСоединения)")

	g.intlxAdd("ru-yc-config-list", `
$ yc config list
token: «a»
cloud-id: b1g«_cloud»
folder-id: b1g«_folder»
compute-default-zone: ru-central1-a
$ # это мой личный OAuth-токен, в CI используем сервисный аккаунт
`, V{"a": g.ixYandexOAuth(), "_cloud": g.s(alLowNum, 17), "_folder": g.s(alLowNum, 17)}, "compute-default-zone: ru-central1-a", "это мой личный OAuth-токен")

	g.intlxAdd("ru-yc-access-key-create", `
$ yc iam access-key create --service-account-name sa-storage --description "ключ для бэкапов"
access_key:
  id: aje«_id»
  service_account_id: aje«_sa»
  created_at: "2025-03-14T09:12:44.118790Z"
  description: ключ для бэкапов
  key_id: «=kid»
secret: «a»
`, V{"_id": g.s(alLowNum, 17), "_sa": g.s(alLowNum, 17), "=kid": "YCAJE" + g.b64u(20), "a": g.ixYcSecret()}, "description: ключ для бэкапов", `created_at: "2025-03-14T09:12:44.118790Z"`)

	g.intlxAdd("ru-layout-password-guillemets", `
Пароль от роутера на даче «a» (это ⟪привет⟫ в английской раскладке + год), логин admin
`, V{"a": g.ixPwHello()}, " (это ⟪привет⟫ в английской раскладке + год), логин admin")

	g.intlxAdd("ru-bitrix-dbconn-php", `
<?php
// /bitrix/php_interface/dbconn.php
define("DBPersistent", false);
$DBType = "mysql";
$DBHost = "localhost";
$DBLogin = "bitrix0";
$DBPassword = "«a»";   // пароль к БД, генерируется при установке
$DBName = "sitemanager";
$DBDebug = false;
$DBDebugToFile = false;

define("BX_UTF", true);
define("BX_CRONTAB_SUPPORT", true);
`, V{"a": g.s(alAlnum+"[]()!@", 20)}, `$DBName = "sitemanager";`, "// пароль к БД, генерируется при установке")

	g.intlxAdd("ru-gitlab-ci-comments", `
# .gitlab-ci.yml
variables:
  # TODO: перенести в Settings → CI/CD → Variables, пока так
  REGISTRY_USER: "robot-ci"
  REGISTRY_PASSWORD: "«a»"
  SONAR_TOKEN: "«b»"

build:
  stage: build
  script:
    - echo "$REGISTRY_PASSWORD" | docker login registry.corp.ru -u "$REGISTRY_USER" --password-stdin
    - docker build -t registry.corp.ru/shop/api:$CI_COMMIT_SHORT_SHA .
`, V{"a": g.pwStrong(), "b": "squ_" + g.hex(40)}, `REGISTRY_USER: "robot-ci"`, "# TODO: перенести в Settings → CI/CD → Variables, пока так")

	g.intlxAdd("ru-psql-russian-locale-error", `
$ PGPASSWORD='«a»' psql -h pg-master.corp.local -U billing -d billing -c '\dt'
psql: ошибка: подключиться к серверу "pg-master.corp.local" (10.1.2.10), порту 5432 не удалось: ВАЖНО:  пользователь "billing" не прошёл проверку подлинности (по паролю)
$ PGPASSWORD='«b»' psql -h pg-master.corp.local -U billing -d billing -c '\dt'
          Список отношений
 Схема  |   Имя    |   Тип   | Владелец
--------+----------+---------+----------
 public | invoices | таблица | billing
`, V{"a": g.ixPwRu(), "b": g.pwStrong()}, `пользователь "billing" не прошёл проверку подлинности (по паролю)`, " public | invoices | таблица | billing")

	g.intlxAdd("ru-habr-article-bot-token", `
Токен бота выглядит примерно так: «a» (не переживайте, я его уже отозвал через @BotFather). Сохраните его в переменную окружения BOT_TOKEN.
`, V{"a": g.telegram()}, " (не переживайте, я его уже отозвал через @BotFather)", "BOT_TOKEN")

	g.intlxAdd("ru-vk-api-python", `
import vk_api

# Токен сообщества: Управление → Работа с API → Ключи доступа
ТОКЕН = "«a»"
ID_ГРУППЫ = «_gid»

сессия = vk_api.VkApi(token=ТОКЕН)
vk = сессия.get_api()
vk.wall.post(owner_id=-ID_ГРУППЫ, from_group=1, message="Новая поставка уже на складе 📦")
`, V{"a": g.ixVK(), "_gid": g.digits(9)}, "сессия = vk_api.VkApi(token=ТОКЕН)", "Новая поставка уже на складе 📦")

	g.intlxAdd("ru-tinvest-env", `
# .env — робот для ребалансировки портфеля
# Токен T-Invest API (полный доступ! не давать никому)
TINKOFF_TOKEN=«a»
ACCOUNT_ID=«_acc»
DRY_RUN=false
`, V{"a": g.ixTinvest(), "_acc": g.digits(10)}, "# Токен T-Invest API (полный доступ! не давать никому)", "DRY_RUN=false")

	g.intlxAdd("ru-gigachat-auth-curl", `
# Получение токена доступа GigaChat; ⟪Ключ авторизации⟫ из личного кабинета Studio
curl -L -X POST 'https://ngw.devices.sberbank.ru:9443/api/v2/oauth' \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  -H 'Accept: application/json' \
  -H 'RqUID: «_rq»' \
  -H 'Authorization: Basic «a»' \
  --data-urlencode 'scope=GIGACHAT_API_PERS'
`, V{"_rq": g.uuid(), "a": b64s(g.uuid() + ":" + g.uuid())}, "⟪Ключ авторизации⟫ из личного кабинета Studio", "scope=GIGACHAT_API_PERS")

	g.intlxAdd("ru-ansible-group-vars", `
# inventories/prod/group_vars/db.yml
# Пароль root для MySQL (ansible-vault пока не настроили)
mysql_root_password: "«a»"
mysql_replication_user: repl
mysql_replication_password: "«b»"
# Бэкапы в S3 (Selectel)
backup_s3_endpoint: https://s3.ru-1.storage.selcloud.ru
backup_s3_access_key: "«=ak»"
backup_s3_secret_key: "«c»"
`, V{"a": g.ixPwRu(), "b": g.pwStrong(), "=ak": g.hex(32), "c": g.hex(32)}, "mysql_replication_user: repl", "# Бэкапы в S3 (Selectel)", "https://s3.ru-1.storage.selcloud.ru")

	g.intlxAdd("ru-jira-login-slash", `
Доступ к тестовому стенду:
URL: https://test.crm.corp.ru
Логин: admin / пароль: «a»
После проверки задачу перевести в статус ⟪Готово⟫.
`, V{"a": g.ixPwRu()}, "Логин: admin / пароль: ", "После проверки задачу перевести в статус ⟪Готово⟫.")

	g.intlxAdd("ru-mikrotik-export-comment", `
# mar/14/2025 10:22:31 by RouterOS 7.14.1
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk comment="пароль от офисного wifi" name=office passphrase=«a»
add authentication-types=wpa2-psk comment="гостевая сеть" name=guest passphrase=«b»
/user
add comment="Бухгалтерия" group=read name=buh password=«c»
`, V{"a": g.ixPwRu(), "b": g.s(alLowNum, 10), "c": g.pw()}, `comment="гостевая сеть" name=guest`, `add comment="Бухгалтерия" group=read name=buh`)

	g.intlxAdd("uk-chat-nova-poshta-key", `
Олена 09:14
Ось ключ API для Нової пошти: «a», працює до кінця місяця. Відправник — ФОП Коваленко.
`, V{"a": g.hex(32)}, ", працює до кінця місяця. Відправник — ФОП Коваленко.")

	g.intlxAdd("uk-monobank-token-python", `
import requests

# Особистий токен з https://api.monobank.ua/ (тільки читання виписки)
TOKEN = "«a»"

resp = requests.get(
    "https://api.monobank.ua/personal/statement/0/1740787200/1741996800",
    headers={"X-Token": TOKEN},
)
for op in resp.json():
    print(op["description"], op["amount"] / 100, "грн")
`, V{"a": "u" + g.b64u(43)}, "# Особистий токен з https://api.monobank.ua/ (тільки читання виписки)", `print(op["description"], op["amount"] / 100, "грн")`)

	g.intlxAdd("uk-privat24-merchant-php", `
<?php
// Приват24 для бізнесу — дані мерчанта (див. розділ ⟪Налаштування API⟫)
const P24_MERCHANT_ID = '«_mid»';
const P24_MERCHANT_PASSWORD = '«a»';   // пароль мерчанта, НЕ пароль від Приват24
const P24_CARD = '4149 **** **** 0241';
`, V{"_mid": g.digits(6), "a": g.an(32)}, "// пароль мерчанта, НЕ пароль від Приват24", "const P24_CARD = '4149 **** **** 0241';")

	g.intlxAdd("uk-ini-smtp-comments", `
; config.ini — розсилка рахунків
[smtp]
; Сервер пошти
host = mail.ukr.net
port = 465
; Логін і пароль до поштової скриньки (пароль для зовнішніх програм!)
user = rahunky.shop@ukr.net
password = «a»
from_name = Магазин ⟪Калина⟫
`, V{"a": g.an(16)}, "user = rahunky.shop@ukr.net", "from_name = Магазин ⟪Калина⟫")

	g.intlxAdd("ru-net-use-russian-windows", `
C:\Users\ivanov>net use Z: \\fs01.corp.local\buh «a» /user:CORP\ivanov /persistent:yes
Команда выполнена успешно.

C:\Users\ivanov>dir Z:\Отчеты\2025
 Том в устройстве Z имеет метку Общие
`, V{"a": g.ixPwRu()}, "Команда выполнена успешно.", `/user:CORP\ivanov /persistent:yes`)

	g.intlxAdd("ru-docker-login-yandex-chat", `
логинюсь так: echo «a» | docker login --username oauth --password-stdin cr.yandex — пишет Login Succeeded, а push всё равно denied
`, V{"a": g.ixYandexOAuth()}, " | docker login --username oauth --password-stdin cr.yandex", "а push всё равно denied")

	g.intlxAdd("ru-debug-log-amocrm-token", `
2025-03-14 12:01:55,204 DEBUG [sync.crm] Отправляю запрос в amoCRM, токен=«a», сделок в пачке: 250
2025-03-14 12:01:56,911 INFO  [sync.crm] Выгружено 250 сделок за 1.7 с
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","jti":"%s","iat":%d,"exp":%d,"sub":"%d","account_id":%d,"scopes":["crm"]}`, g.uuid(), g.hex(40), 1741900000, 1836508000, g.r.IntN(9000000), g.r.IntN(90000000)))}, ", сделок в пачке: 250", "Выгружено 250 сделок за 1.7 с")

	g.intlxAdd("ru-cyrillic-password-itself", `
Пользователь сменил пароль на кириллический: «a» — и теперь не может войти с макбука, там раскладка по умолчанию английская.
`, V{"a": g.ixPwUni("ru")}, " — и теперь не может войти с макбука", "Пользователь сменил пароль на кириллический: ")

	g.intlxAdd("uk-ukrainian-password-itself", `
Новий пароль до Wi-Fi у бухгалтерії: «a». Старий більше не працює.
`, V{"a": g.ixPwUni("uk")}, ". Старий більше не працює.", "Новий пароль до Wi-Fi у бухгалтерії: ")
}

// ---- Arabic, Hebrew and Persian ----

func (g *G) ixRTL() {
	g.intlxAdd("ar-whatsapp-server-password-rlm", `
[14/03/2025, 10:21] أبو فهد: هذي كلمة السر حق السيرفر: `+ixRLM+`«a»`+ixRLM+` لا ترسلها لأحد
[14/03/2025, 10:22] م. سارة: تمام، اسم المستخدم root صح؟
[14/03/2025, 10:22] أبو فهد: لا، deploy
`, V{"a": g.ixPwLocal("ar")}, " لا ترسلها لأحد", "اسم المستخدم root صح؟", "أبو فهد: لا، deploy")

	g.intlxAdd("ar-laravel-env-comments", `
APP_NAME="متجر النور"
APP_ENV=production
APP_KEY=«a»
# قاعدة البيانات الرئيسية
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=alnoor_store
DB_USERNAME=alnoor
DB_PASSWORD=«b»
# البريد — كلمة مرور التطبيق من Google وليست كلمة مرور الحساب
MAIL_USERNAME=orders@alnoor.example
MAIL_PASSWORD="«c»"
`, V{"a": g.laravelKey(), "b": g.ixPwLocal("ar"), "c": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, `APP_NAME="متجر النور"`, "DB_USERNAME=alnoor", "MAIL_USERNAME=orders@alnoor.example")

	g.intlxAdd("ar-tap-payments-node", `
// إنشاء عملية دفع عبر Tap — المفتاح السري للبيئة الحية
const TAP_SECRET = "«a»";

const charge = await fetch("https://api.tap.company/v2/charges", {
  method: "POST",
  headers: { Authorization: ˋBearer ${TAP_SECRET}ˋ, "Content-Type": "application/json" },
  body: JSON.stringify({
    amount: 150,
    currency: "KWD",
    customer: { first_name: "محمد", email: "m.alenezi@example.com" },
    source: { id: "src_all" },
    redirect: { url: "https://shop.example.com.kw/tap/return" },
  }),
});
`, V{"a": "sk_live_" + g.an(24)}, `customer: { first_name: "محمد", email: "m.alenezi@example.com" }`, "// إنشاء عملية دفع عبر Tap — المفتاح السري للبيئة الحية")

	g.intlxAdd("ar-moyasar-curl-basic", `
# استرجاع المدفوعات من ميسر (المفتاح السري يُرسل كاسم مستخدم وكلمة المرور فارغة)
curl https://api.moyasar.com/v1/payments?status=paid \
  -u «a»:
`, V{"a": g.ixMoyasar()}, "(المفتاح السري يُرسل كاسم مستخدم وكلمة المرور فارغة)", "https://api.moyasar.com/v1/payments?status=paid")

	g.intlxAdd("ar-arabic-comma-glued", `
يا شباب، التوكن الجديد للـ API هو «a»، والقديم انتهت صلاحيته اليوم.
`, V{"a": g.an(40)}, "، والقديم انتهت صلاحيته اليوم.", "التوكن الجديد للـ API هو ")

	g.intlxAdd("ar-unifonic-sms-request", `
POST https://el.cloud.unifonic.com/rest/SMS/messages
Content-Type: application/x-www-form-urlencoded

AppSid=«a»&SenderID=ALNOOR&Recipient=9665«_ph»&Body=رمز التحقق الخاص بك هو 4821 ولا تشاركه مع أحد
`, V{"a": g.an(30), "_ph": g.digits(8)}, "SenderID=ALNOOR", "Body=رمز التحقق الخاص بك هو 4821 ولا تشاركه مع أحد")

	g.intlxAdd("ar-odoo-settings-copy", `
الإعدادات ‹ التقنية ‹ خوادم البريد الصادر
الوصف: خادم الشركة
خادم SMTP: smtp.office365.com   المنفذ: 587
الأمان: TLS (STARTTLS)
اسم المستخدم: erp@alnoor.example
كلمة المرور: «a»
[اختبار الاتصال]
`, V{"a": g.pw()}, "اسم المستخدم: erp@alnoor.example", "[اختبار الاتصال]", "خادم SMTP: smtp.office365.com")

	g.intlxAdd("ar-alm-mark-token", `
مفتاح الـ API: `+ixALM+`«a»`+ixALM+` (صالح حتى نهاية الشهر)
`, V{"a": g.sendgrid()}, " (صالح حتى نهاية الشهر)", "مفتاح الـ API: ")

	g.intlxAdd("he-slack-password-rlm", `
דני כהן 11:02
הסיסמה לשרת הבדיקות: `+ixLRM+`«a»`+ixLRM+` תודה!
מיכל 11:03
עובד 🙌 שם המשתמש qa_runner נכון?
`, V{"a": g.ixPwLocal("he")}, " תודה!", "שם המשתמש qa_runner נכון?")

	g.intlxAdd("he-yaml-comments", `
# config/production.yml
database:
  host: db.prod.internal
  user: orders
  # סיסמת מסד הנתונים — לא לשתף מחוץ לצוות
  password: "«a»"
payments:
  # מפתח API של טרנזילה
  terminal: acmeil
  terminal_password: "«b»"
`, V{"a": g.pwStrong(), "b": g.an(12)}, "# סיסמת מסד הנתונים — לא לשתף מחוץ לצוות", "terminal: acmeil")

	g.intlxAdd("he-tranzila-url-query", `
# בדיקת עסקה ידנית מול טרנזילה
curl "https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi?supplier=acmeil&TranzilaPW=«a»&sum=1&currency=1&ccno=4580000000000000&expdate=1227&cred_type=1&tranmode=V"
Response=000&index=«_idx»&ConfirmationCode=0000000
`, V{"a": g.an(12), "_idx": g.digits(5)}, "supplier=acmeil", "&sum=1&currency=1")

	g.intlxAdd("he-email-temp-password", `
שלום דנה,

נפתח עבורך משתמש במערכת ה-CRM.
שם משתמש: dana.levi
סיסמה זמנית: «a»
יש להחליף את הסיסמה בכניסה הראשונה.

בברכה,
צוות IT
`, V{"a": g.s(alAlnum, 10) + g.pick("!", "#", "@")}, "שם משתמש: dana.levi", "יש להחליף את הסיסמה בכניסה הראשונה.")

	g.intlxAdd("he-bidi-isolate-user", `
החשבון `+ixLRI+`svc-backup@corp.co.il`+ixPDI+` עם הסיסמה `+ixLRI+`«a»`+ixPDI+` הוגדר בשרת הגיבוי.
`, V{"a": g.pw()}, "svc-backup@corp.co.il", " הוגדר בשרת הגיבוי.")

	g.intlxAdd("fa-chat-zwnj-password", `
رمز عبور سرور جدید: «a» — لطفاً بعد از ورود اول عوضش کنید.
نام کاربری: admin
آدرس: ۱۹۲.۱۶۸.۱.۱۰ (همون 192.168.1.10)
من فردا صبح دسترسی`+ixZWNJ+`ها رو می`+ixZWNJ+`بندم.
`, V{"a": g.ixPwLocal("fa")}, " — لطفاً بعد از ورود اول عوضش کنید.", "نام کاربری: admin", "(همون 192.168.1.10)")

	g.intlxAdd("fa-django-settings-comments", `
# settings/production.py
# کلید مخفی جنگو — هرگز در مخزن قرار ندهید
SECRET_KEY = "«a»"

# پنل پیامک کاوه`+ixZWNJ+`نگار
KAVENEGAR_API_KEY = "«b»"
KAVENEGAR_SENDER = "10008663"

# درگاه پرداخت زرین`+ixZWNJ+`پال
ZARINPAL_MERCHANT_ID = "«_mid»"
`, V{"a": g.djangoKey(), "b": g.s(alUpNum, 88), "_mid": g.uuid()}, `KAVENEGAR_SENDER = "10008663"`, "# درگاه پرداخت زرین\u200cپال")

	g.intlxAdd("fa-kavenegar-key-in-path", `
$ curl "https://api.kavenegar.com/v1/«a»/sms/send.json?receptor=0912«_ph»&sender=10008663&message=کد+تایید+شما:+5521"
{"return":{"status":200,"message":"تایید شد"},"entries":[{"messageid":«_mid»,"status":1,"statustext":"در صف ارسال"}]}
`, V{"a": g.s(alUpNum, 88), "_ph": g.digits(7), "_mid": g.digits(9)}, `"statustext":"در صف ارسال"`, "/sms/send.json?receptor=0912")

	g.intlxAdd("fa-persian-digits-note", `
یادداشت تحویل شیفت:
- سرور شماره ۳ ری`+ixZWNJ+`استارت شد
- رمز پنل مدیریت عوض شد به «a»
- تیکت شماره ۴۵۱۲ بسته شد
`, V{"a": g.ixPwLocal("fa")}, "- تیکت شماره ۴۵۱۲ بسته شد", "- سرور شماره ۳ ری\u200cاستارت شد")

	g.intlxAdd("ar-login-error-form-log", `
[2025-03-14 09:41:07] production.WARNING: محاولة تسجيل دخول فاشلة {"email":"khalid@alnoor.example","password":"«a»","ip":"91.74.12.8"}
[2025-03-14 09:41:07] production.INFO: فشل تسجيل الدخول. اسم المستخدم أو كلمة المرور غير صحيحة.
`, V{"a": g.ixPwLocal("ar")}, `"email":"khalid@alnoor.example"`, `","ip":"91.74.12.8"}`, "فشل تسجيل الدخول. اسم المستخدم أو كلمة المرور غير صحيحة.")
}

// ---- Hindi, Thai, Vietnamese and Indonesian ----

func (g *G) ixSouthAsiaSEA() {
	g.intlxAdd("hi-hinglish-whatsapp", `
[14/03/25, 9:12 pm] Rohit Sharma: bhai staging ka password «a» hai, kisi ko mat batana
[14/03/25, 9:13 pm] Ankit: ok bro, username wahi purana? ubuntu?
[14/03/25, 9:13 pm] Rohit Sharma: haan
`, V{"a": g.ixPwLocal("hi")}, " hai, kisi ko mat batana", "username wahi purana? ubuntu?")

	g.intlxAdd("hi-devanagari-danda", `
सर्वर लॉगिन विवरण
होस्ट: 10.50.2.14
उपयोगकर्ता नाम: ubuntu
पासवर्ड: «a»।
कृपया पहली बार लॉगिन करने के बाद पासवर्ड बदलें।
`, V{"a": g.ixPwLocal("hi")}, "।\nकृपया पहली बार लॉगिन करने के बाद पासवर्ड बदलें।", "उपयोगकर्ता नाम: ubuntu")

	g.intlxAdd("hi-devanagari-hai-after", `
नया API टोकन «a» है, पुराना वाला आज रात से काम नहीं करेगा
`, V{"a": g.ghp()}, " है, पुराना वाला आज रात से काम नहीं करेगा", "नया API टोकन ")

	g.intlxAdd("hi-razorpay-node-comments", `
const Razorpay = require("razorpay");

// रेज़रपे लाइव कुंजियाँ — key_secret को कभी भी फ्रंटएंड में मत डालो
const instance = new Razorpay({
  key_id: "«=kid»",
  key_secret: "«a»",
});

const order = await instance.orders.create({ amount: 49900, currency: "INR", receipt: "rcpt_«_r»" });
`, V{"=kid": "rzp_live_" + g.an(14), "a": g.an(24), "_r": g.digits(6)}, `currency: "INR"`, "key_secret को कभी भी फ्रंटएंड में मत डालो")

	g.intlxAdd("hi-paytm-merchant-key-java", `
// पेटीएम पेमेंट गेटवे — प्रोडक्शन क्रेडेंशियल
public static final String MID = "«_mid»";
public static final String MERCHANT_KEY = "«a»";
public static final String WEBSITE = "DEFAULT";
public static final String CALLBACK_URL = "https://shop.example.in/paytm/callback";

String checksum = PaytmChecksum.generateSignature(body.toString(), MERCHANT_KEY);
`, V{"_mid": g.s(alAlnum, 6) + g.digits(14), "a": g.s(alAlnum+"#@!&%_", 16)}, `WEBSITE = "DEFAULT"`, "https://shop.example.in/paytm/callback")

	g.intlxAdd("th-line-chat-wifi-naka", `
พี่ต้น 10:15
รหัสผ่าน wifi ออฟฟิศชั้น 4 คือ«a»นะครับ ชื่อ wifi: ACME-4F
น้องแพร 10:16
ขอบคุณค่ะ 🙏
`, V{"a": g.ixPwLocal("th")}, "นะครับ ชื่อ wifi: ACME-4F", "ขอบคุณค่ะ 🙏")

	g.intlxAdd("th-omise-secret-python", `
import omise

# คีย์ลับ (Secret key) ของบัญชีจริง — ห้าม commit!
omise.api_secret = "«a»"
omise.api_public = "«=pk»"

charge = omise.Charge.create(
    amount=150000,  # 1,500.00 บาท
    currency="thb",
    card=token_id,
    description="ค่าสมาชิกรายปี",
)
`, V{"a": g.ixOmise(), "=pk": "pkey_" + g.s(alLowNum, 19)}, `description="ค่าสมาชิกรายปี"`, "# คีย์ลับ (Secret key) ของบัญชีจริง — ห้าม commit!")

	g.intlxAdd("th-scb-api-env", `
# SCB Open API (สภาพแวดล้อมจริง)
SCB_API_KEY=«=key»
SCB_API_SECRET=«a»
SCB_BILLER_ID=«_biller»
# ใช้สำหรับสร้าง QR พร้อมเพย์
SCB_REF3_PREFIX=ACM
`, V{"=key": "l7" + g.hex(30), "a": g.hex(32), "_biller": g.digits(15)}, "# ใช้สำหรับสร้าง QR พร้อมเพย์", "SCB_REF3_PREFIX=ACM")

	g.intlxAdd("th-thai-no-space-token", `
ใช้โทเคนนี้«a»แทนอันเก่าได้เลยครับ ผมลบอันเก่าทิ้งแล้ว
`, V{"a": g.glpat()}, "แทนอันเก่าได้เลยครับ ผมลบอันเก่าทิ้งแล้ว", "ใช้โทเคนนี้")

	g.intlxAdd("vi-zalo-db-password-nhe", `
Anh Tuấn: Mật khẩu DB production: «a» nhé anh, user vẫn là app_prod
Chị Hương: Ok em, chị đổi trong Vault luôn
`, V{"a": g.ixPwLocal("vi")}, " nhé anh, user vẫn là app_prod", "chị đổi trong Vault luôn")

	g.intlxAdd("vi-momo-config-comments", `
// Cấu hình cổng thanh toán MoMo (môi trường thật)
module.exports = {
  partnerCode: "MOMO«_pc»",
  accessKey: "«=ak»",
  secretKey: "«a»", // khóa bí mật dùng để ký HMAC SHA256
  endpoint: "https://payment.momo.vn/v2/gateway/api/create",
  redirectUrl: "https://shop.example.vn/thanh-toan/ket-qua",
};
`, V{"_pc": g.s(alUpNum, 8), "=ak": g.an(16), "a": g.an(32)}, "// khóa bí mật dùng để ký HMAC SHA256", "https://shop.example.vn/thanh-toan/ket-qua")

	g.intlxAdd("vi-vnpay-config-php", `
<?php
/* Cấu hình VNPAY — lấy từ email kích hoạt của VNPAY gửi về */
$vnp_TmnCode = "«_tmn»"; // Mã định danh merchant
$vnp_HashSecret = "«a»"; // Chuỗi bí mật tạo checksum
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://shop.example.vn/vnpay_return.php";
`, V{"_tmn": g.s(alUpNum, 8), "a": g.s(alUpper, 32)}, "// Mã định danh merchant", "// Chuỗi bí mật tạo checksum")

	g.intlxAdd("vi-ticket-diacritics-label", `
Yêu cầu #2231: Cấp tài khoản Jira cho nhân viên mới
Tài khoản: nguyen.van.an
Mật khẩu tạm thời: «a»
Ghi chú: đổi mật khẩu sau lần đăng nhập đầu tiên
`, V{"a": g.ixPwUni("vi")}, "Tài khoản: nguyen.van.an", "Ghi chú: đổi mật khẩu sau lần đăng nhập đầu tiên")

	g.intlxAdd("id-chat-password-ya", `
Budi: Password server: «a» ya, jangan disebar ke grup lain
Sari: Siap pak 👍 username-nya root?
Budi: bukan, pakai ops
`, V{"a": g.ixPwLocal("id")}, " ya, jangan disebar ke grup lain", "bukan, pakai ops")

	g.intlxAdd("id-midtrans-server-key-env", `
# Kunci server Midtrans (produksi) — JANGAN dipakai di frontend
MIDTRANS_SERVER_KEY=«a»
# Kunci klien aman untuk Snap.js
MIDTRANS_CLIENT_KEY=«=ck»
MIDTRANS_IS_PRODUCTION=true
`, V{"a": g.ixMidtrans(), "=ck": "Mid-client-" + g.b64u(16)}, "MIDTRANS_IS_PRODUCTION=true", "# Kunci klien aman untuk Snap.js")

	g.intlxAdd("id-xendit-invoice-curl", `
# Buat invoice Xendit (kunci rahasia sebagai username Basic Auth)
curl https://api.xendit.co/v2/invoices -X POST \
  -u «a»: \
  -H 'Content-Type: application/json' \
  -d '{"external_id":"INV-2025-0314-001","amount":250000,"payer_email":"pelanggan@example.co.id","description":"Langganan bulanan"}'
`, V{"a": g.ixXendit()}, `"external_id":"INV-2025-0314-001"`, "(kunci rahasia sebagai username Basic Auth)")

	g.intlxAdd("id-laravel-env-komentar", `
# Kata sandi database
DB_DATABASE=toko_online
DB_USERNAME=toko
DB_PASSWORD=«a»
# Token API WhatsApp gateway (Fonnte)
FONNTE_TOKEN=«b»
`, V{"a": g.ixPwLocal("id"), "b": g.s(alAlnum+"!+#", 20)}, "DB_USERNAME=toko", "# Token API WhatsApp gateway (Fonnte)")

	g.intlxAdd("id-fonnte-curl-header", `
curl -X POST https://api.fonnte.com/send \
  -H "Authorization: «a»" \
  -F "target=0812«_ph»" \
  -F "message=Pesanan #4821 sudah dikirim, terima kasih sudah berbelanja!"
`, V{"a": g.s(alAlnum+"!+#", 20), "_ph": g.digits(8)}, "message=Pesanan #4821 sudah dikirim, terima kasih sudah berbelanja!")
}

// ---- Turkish, Greek and Polish ----

func (g *G) ixTurkGreekPolish() {
	g.intlxAdd("tr-slack-sifre-apostrophe-suffix", `
Mehmet: yeni VPN şifresi «a»'dır, eskisi yarın iptal oluyor
Ayşe: tamam, kullanıcı adım değişmedi değil mi? ayse.yilmaz
`, V{"a": g.ixPwLocal("tr")}, "'dır, eskisi yarın iptal oluyor", "ayse.yilmaz")

	g.intlxAdd("tr-iyzico-options-php", `
<?php
// iyzico canlı ortam ayarları — gizli anahtarı kimseyle paylaşmayın
$options = new \Iyzipay\Options();
$options->setApiKey("«=ak»");
$options->setSecretKey("«a»");
$options->setBaseUrl("https://api.iyzipay.com");
`, V{"=ak": g.an(32), "a": g.ixIyzicoSecret()}, `$options->setBaseUrl("https://api.iyzipay.com");`, "gizli anahtarı kimseyle paylaşmayın")

	g.intlxAdd("tr-uppercase-dotted-label", `
VERİTABANI BİLGİLERİ
SUNUCU: db01.prod.firma.com.tr
KULLANICI ADI: muhasebe
ŞİFRE: «a»
NOT: Şifreyi Excel'e YAZMAYIN!
`, V{"a": g.ixPwUni("tr")}, "KULLANICI ADI: muhasebe", "NOT: Şifreyi Excel'e YAZMAYIN!")

	g.intlxAdd("tr-netgsm-xml-request", `
<?xml version="1.0" encoding="UTF-8"?>
<mainbody>
  <header>
    <company dil="TR">Netgsm</company>
    <usercode>850«_uc»</usercode>
    <password>«a»</password>
    <type>1:n</type>
    <msgheader>FIRMAADI</msgheader>
  </header>
  <body>
    <msg><![CDATA[Siparişiniz kargoya verildi. Takip no: 7340«_trk»]]></msg>
    <no>905«_ph»</no>
  </body>
</mainbody>
`, V{"_uc": g.digits(7), "a": g.pw(), "_trk": g.digits(8), "_ph": g.digits(9)}, "<msgheader>FIRMAADI</msgheader>", "Siparişiniz kargoya verildi.")

	g.intlxAdd("tr-sqlcmd-turkish-error", `
C:\> sqlcmd -S SQL01\MUHASEBE -U sa -P «a» -Q "SELECT name FROM sys.databases"
Sqlcmd: Error: Microsoft ODBC Driver 17 for SQL Server : 'sa' kullanıcısı için oturum açma başarısız oldu..
C:\> sqlcmd -S SQL01\MUHASEBE -U sa -P «b» -Q "SELECT name FROM sys.databases"
name
--------------
master
LOGO_GO3
`, V{"a": g.ixPwLocal("tr"), "b": g.pwStrong()}, "'sa' kullanıcısı için oturum açma başarısız oldu..", "LOGO_GO3")

	g.intlxAdd("el-chat-greek-question-mark", `
Γιώργος: Ποιος είναι ο κωδικός του Wi-Fi στο γραφείο;
Μαρία: Ο κωδικός είναι «a»· το όνομα δικτύου ACME-5G
`, V{"a": g.ixPwLocal("el")}, "· το όνομα δικτύου ACME-5G", "Ποιος είναι ο κωδικός του Wi-Fi στο γραφείο;")

	g.intlxAdd("el-mydata-aade-headers", `
# myDATA (ΑΑΔΕ) — αποστολή παραστατικών
POST https://mydatapi.aade.gr/myDATA/SendInvoices
aade-user-id: acme_erp
Ocp-Apim-Subscription-Key: «a»
Content-Type: application/xml

<InvoicesDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0">
  <invoice><issuer><vatNumber>«_afm»</vatNumber><country>GR</country></issuer>
`, V{"a": g.hex(32), "_afm": "0" + g.digits(8)}, "aade-user-id: acme_erp", "# myDATA (ΑΑΔΕ) — αποστολή παραστατικών")

	g.intlxAdd("el-yaml-greek-comments", `
# ρυθμίσεις παραγωγής
smtp:
  host: mail.example.gr
  username: eshop@example.gr
  password: "«a»"   # κωδικός εφαρμογής, όχι ο κανονικός
viva_wallet:
  merchant_id: «_mid»
  api_key: "«b»"
`, V{"a": g.s(alLower, 16), "_mid": g.uuid(), "b": g.s(alAlnum+"%", 22)}, "# κωδικός εφαρμογής, όχι ο κανονικός", "username: eshop@example.gr")

	g.intlxAdd("el-greek-password-letters", `
Ο νέος κωδικός πρόσβασης του λογαριασμού λογιστηρίου είναι «a» (με ελληνικά γράμματα, προσοχή στο πληκτρολόγιο).
`, V{"a": g.ixPwUni("el")}, " (με ελληνικά γράμματα, προσοχή στο πληκτρολόγιο).")

	g.intlxAdd("pl-slack-haslo-low-quote", `
Kuba: hasło do bazy na stagingu to „«a»”, login admin_pl
`, V{"a": g.ixPwLocal("pl")}, "”, login admin_pl", "Kuba: hasło do bazy na stagingu to „")
}

func (g *G) ixPolish() {
	g.intlxAdd("pl-przelewy24-config", `
# config/packages/przelewy24.yaml
przelewy24:
  merchant_id: «_mid»
  pos_id: «_mid»
  # klucz CRC z panelu P24 (Moje dane → Klucze API)
  crc: "«a»"
  # klucz do raportów / API REST
  api_key: "«b»"
  sandbox: false
`, V{"_mid": g.digits(6), "a": g.hex(16), "b": g.hex(32)}, "# klucz CRC z panelu P24 (Moje dane → Klucze API)", "sandbox: false")

	g.intlxAdd("pl-payu-oauth-curl", `
# Pobranie tokenu OAuth z PayU (sekret klienta z panelu: Moje sklepy → Punkty płatności)
curl -X POST https://secure.payu.com/pl/standard/user/oauth/authorize \
  -d 'grant_type=client_credentials&client_id=«_cid»&client_secret=«a»'
{"access_token":"«b»","token_type":"bearer","expires_in":43199,"grant_type":"client_credentials"}
`, V{"_cid": g.digits(6), "a": g.hex(32), "b": g.uuid()}, "(sekret klienta z panelu: Moje sklepy → Punkty płatności)", `"expires_in":43199`)

	g.intlxAdd("pl-inpost-shipx-token", `
// Token API ShipX z Managera Paczek (Moje konto → API) — ważny 10 lat!
const INPOST_TOKEN = '«a»';
const ORG_ID = «_org»;

await fetch(ˋhttps://api-shipx-pl.easypack24.net/v1/organizations/${ORG_ID}/shipmentsˋ, {
  method: 'POST',
  headers: { Authorization: ˋBearer ${INPOST_TOKEN}ˋ, 'Content-Type': 'application/json' },
  body: JSON.stringify({ receiver: { name: 'Jan Kowalski', phone: '600«_ph»' }, service: 'inpost_locker_standard' }),
});
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"exp":2056000000,"iat":1741900000,"jti":"%s","iss":"https://login.inpost.pl/auth/realms/external","sub":"%s","typ":"Bearer","azp":"shipx","scope":"openid api:apipoints api:shipx","allowed_refs":["%d"]}`, g.uuid(), g.uuid(), 10000+g.r.IntN(90000))), "_org": g.digits(5), "_ph": g.digits(6)}, "service: 'inpost_locker_standard'", "// Token API ShipX z Managera Paczek (Moje konto → API) — ważny 10 lat!")

	g.intlxAdd("pl-polish-diacritics-password", `
Zmieniłem hasło do skrzynki biuro@firma.pl na «a» — z polskimi znakami, więc na telefonie trzeba przełączyć klawiaturę.
`, V{"a": g.ixPwUni("pl")}, " — z polskimi znakami, więc na telefonie trzeba przełączyć klawiaturę.", "biuro@firma.pl")

	g.intlxAdd("pl-mail-dane-dostepowe", `
Temat: Dane dostępowe do panelu hostingu

Dzień dobry,

przesyłam dane dostępowe:
Login: firma_kowalski
Hasło: «a»
Panel: https://panel.hosting.example.pl

Pozdrawiam
Piotr Nowak
`, V{"a": g.pw()}, "Login: firma_kowalski", "Panel: https://panel.hosting.example.pl", "Pozdrawiam\nPiotr Nowak")

	g.intlxAdd("tr-github-actions-turkish-comments", `
# .github/workflows/deploy.yml
env:
  # Sunucuya bağlanmak için geçici şifre (sonra secrets'a taşınacak)
  SSHPASS: "«a»"
  SUNUCU: 185.22.104.17
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: sshpass -e ssh -o StrictHostKeyChecking=no deploy@$SUNUCU 'cd /var/www/app && git pull'
`, V{"a": g.ixPwLocal("tr")}, "SUNUCU: 185.22.104.17", "# Sunucuya bağlanmak için geçici şifre (sonra secrets'a taşınacak)")
}

// ---- Portuguese, Spanish, French and Italian ----

func (g *G) ixRomance() {
	g.intlxAdd("pt-br-whatsapp-senha-hein", `
[14/03/2025 16:02] Lucas: Senha do servidor: «a» (não compartilha hein)
`, V{"a": g.ixPwLocal("pt")}, " (não compartilha hein)")

	g.intlxAdd("pt-br-mercadopago-node", `
// Credenciais de produção do Mercado Pago (Suas integrações → Credenciais de produção)
import { MercadoPagoConfig, Preference } from "mercadopago";

const client = new MercadoPagoConfig({ accessToken: "«a»" });
// Public key vai no frontend, pode ficar exposta
const PUBLIC_KEY = "«=pk»";

const pref = await new Preference(client).create({
  body: { items: [{ title: "Assinatura mensal", quantity: 1, unit_price: 49.9, currency_id: "BRL" }] },
});
`, V{"a": g.ixMP(), "=pk": "APP_USR-" + g.uuid()}, `title: "Assinatura mensal"`, "// Public key vai no frontend, pode ficar exposta")

	g.intlxAdd("pt-br-efi-pix-config-json", `
{
  "client_id": "Client_Id_«=cid»",
  "client_secret": "«a»",
  "certificate": "./certs/producao-«_cert».p12",
  "sandbox": false,
  "chave_pix": "financeiro@loja.example.com.br",
  "observacao": "credenciais da aplicação Pix Loja — não versionar"
}
`, V{"=cid": g.hex(40), "a": g.ixEfi(), "_cert": g.digits(6)}, `"chave_pix": "financeiro@loja.example.com.br"`, "credenciais da aplicação Pix Loja — não versionar")

	g.intlxAdd("pt-pt-palavra-passe-doc", `
Acesso ao servidor de ficheiros (Lisboa)
Utilizador: contabilidade
Palavra-passe: «a»
Nota: a palavra-passe expira a 30 de junho; pedir nova ao suporte.
`, V{"a": g.ixPwLocal("pt")}, "Utilizador: contabilidade", "Nota: a palavra-passe expira a 30 de junho; pedir nova ao suporte.")

	g.intlxAdd("pt-br-log-portugues", `
[2025-03-14 10:15:02] INFO  Iniciando sincronização com o ERP Bling
[2025-03-14 10:15:02] DEBUG Requisição: GET https://api.bling.com.br/Api/v3/pedidos/vendas?pagina=1 | Authorization: Bearer «a»
[2025-03-14 10:15:03] ERROR Falha ao sincronizar pedidos: token expirado ou inválido (401)
`, V{"a": g.hex(40)}, "Falha ao sincronizar pedidos: token expirado ou inválido (401)", "Iniciando sincronização com o ERP Bling")

	g.intlxAdd("pt-br-nfe-certificado-chat", `
Fernanda: subi o certificado A1 da empresa no servidor (/opt/nfe/certificado.pfx), a senha do certificado é «a»
Fernanda: validade até 11/2025
`, V{"a": g.s(alAlnum, 8)}, "Fernanda: validade até 11/2025", "(/opt/nfe/certificado.pfx)")

	g.intlxAdd("es-slack-contrasena-ftp", `
Carlos Pérez 12:30
La contraseña del FTP es «a», el usuario es ftp_ventas. ¡No la subas al repo, porfa!
`, V{"a": g.ixPwLocal("es")}, ", el usuario es ftp_ventas. ¡No la subas al repo, porfa!")

	g.intlxAdd("es-inverted-exclamation-token", `
¡Ojo! El token de la API de Holded es «a». Caduca cuando lo regeneres desde Configuración → Desarrolladores.
`, V{"a": g.hex(32)}, ". Caduca cuando lo regeneres desde Configuración → Desarrolladores.", "¡Ojo! El token de la API de Holded es ")

	g.intlxAdd("es-redsys-clave-php", `
<?php
// Configuración TPV Virtual Redsys (entorno real)
$fuc      = '«_fuc»';           // Número de comercio (FUC)
$terminal = '001';
$moneda   = '978';              // Euros
$clave    = '«a»'; // Clave secreta de encriptación (SHA-256)
$url      = 'https://sis.redsys.es/sis/realizarPago';
`, V{"_fuc": g.digits(9), "a": g.b64(24)}, "// Clave secreta de encriptación (SHA-256)", "$url      = 'https://sis.redsys.es/sis/realizarPago';")

	g.intlxAdd("es-docker-compose-comentarios", `
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: tienda
      # contraseña provisional, cambiar antes de producción
      POSTGRES_PASSWORD: «a»
      POSTGRES_DB: tienda
  app:
    image: registry.example.es/tienda/app:2.4.1
    environment:
      DATABASE_URL: postgres://tienda:«a»@db:5432/tienda
      CLAVE_JWT: «b»
`, V{"a": g.ixPwLocal("es"), "b": g.b64u(43)}, "# contraseña provisional, cambiar antes de producción", "@db:5432/tienda", "registry.example.es/tienda/app:2.4.1")

	g.intlxAdd("es-oracle-sqlplus-error", `
$ sqlplus contabilidad/«a»@//ora-prod.empresa.local:1521/CONTA

SQL*Plus: Release 19.0.0.0.0 - Production on vie mar 14 09:22:10 2025
Version 19.21.0.0.0

ERROR:
ORA-01017: nombre de usuario/contraseña no válidos; conexión denegada
`, V{"a": g.ixPwLocal("es")}, "@//ora-prod.empresa.local:1521/CONTA", "ORA-01017: nombre de usuario/contraseña no válidos; conexión denegada")

	g.intlxAdd("es-mx-sat-efirma-chat", `
Lic. Ramírez: te paso la contraseña de la clave privada de la e.firma: «a»
Lic. Ramírez: y la CIEC es «b», úsala solo para descargar los CFDI
`, V{"a": g.ixPwLocal("es"), "b": g.s(alAlnum, 8)}, ", úsala solo para descargar los CFDI")

	g.intlxAdd("es-spanish-enye-password", `
Nueva contraseña de la wifi de la oficina: «a»
(sí, con eñe; en los móviles hay que mantener pulsada la n)
`, V{"a": g.ixPwUni("es")}, "(sí, con eñe; en los móviles hay que mantener pulsada la n)")

	g.intlxAdd("fr-narrow-nbsp-guillemets", `
Julien : le mot de passe`+ixNNBSP+`: ⟪`+ixNBSP+`«a»`+ixNBSP+`⟫ (compte svc-sauvegarde)`+ixNNBSP+`; merci de ne pas le recopier ailleurs`+ixNNBSP+`!
`, V{"a": g.ixPwLocal("fr")}, "(compte svc-sauvegarde)", "merci de ne pas le recopier ailleurs")

	g.intlxAdd("fr-wp-config-commentaires", `
<?php
/** Réglages MySQL - Votre hébergeur doit vous fournir ces informations. */
/** Nom de la base de données de WordPress. */
define( 'DB_NAME', 'boutique_wp' );
/** Utilisateur de la base de données MySQL. */
define( 'DB_USER', 'boutique' );
/** Mot de passe de la base de données MySQL. */
define( 'DB_PASSWORD', '«a»' );
/** Adresse de l’hébergement MySQL. */
define( 'DB_HOST', 'localhost' );
/**#@+
 * Clés uniques d’authentification et salage.
 */
define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
`, V{"a": g.ixPwLocal("fr"), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64)}, "define( 'DB_USER', 'boutique' );", "/** Adresse de l’hébergement MySQL. */")

	g.intlxAdd("fr-franceconnect-env", `
# FranceConnect — fournisseur de service ⟪ Démarches en ligne ⟫
FC_CLIENT_ID=«_cid»
# secret client (espace partenaires → Mes fournisseurs de service)
FC_CLIENT_SECRET=«a»
FC_URL=https://oidc.franceconnect.gouv.fr/api/v2
FC_REDIRECT_URI=https://demarches.example.fr/auth/callback
`, V{"_cid": g.hex(64), "a": g.hex(64)}, "FC_URL=https://oidc.franceconnect.gouv.fr/api/v2", "# secret client (espace partenaires → Mes fournisseurs de service)")

	g.intlxAdd("fr-ovh-conf-commentaires", `
; ~/.ovh.conf — clés créées sur https://eu.api.ovh.com/createToken/
[default]
endpoint=ovh-eu

[ovh-eu]
; clé d’application (publique)
application_key=«=ak»
; secret d’application — à ne jamais partager
application_secret=«a»
; clé consommateur (droits GET/POST/PUT sur /domain/*)
consumer_key=«b»
`, V{"=ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "; secret d’application — à ne jamais partager", "endpoint=ovh-eu")

	g.intlxAdd("fr-mail-identifiants-space-colon", `
Objet : Vos identifiants pour l’extranet

Bonjour Madame Martin,

Voici vos identifiants :
Identifiant : c.martin
Mot de passe : «a»

Vous pourrez le modifier depuis la rubrique ⟪`+ixNBSP+`Mon compte`+ixNBSP+`⟫.
Cordialement,
Le service informatique
`, V{"a": g.s(alAlnum, 10)}, "Identifiant : c.martin", "Vous pourrez le modifier depuis la rubrique", "Le service informatique")

	g.intlxAdd("fr-ca-courriel-mot-de-passe", `
Salut Marc-André,
Ton accès au portail des fournisseurs est prêt :
Courriel : ma.tremblay@example.qc.ca
Mot de passe temporaire : «a»
Merci de le changer à ta première connexion.
`, V{"a": g.ixPwLocal("fr")}, "Courriel : ma.tremblay@example.qc.ca", "Merci de le changer à ta première connexion.")

	g.intlxAdd("it-slack-password-e-accent", `
Giulia 15:41
La password del DB di collaudo è «a», mi raccomando non committarla. L'utente è collaudo_app
`, V{"a": g.ixPwLocal("it")}, ", mi raccomando non committarla. L'utente è collaudo_app")

	g.intlxAdd("it-aruba-pec-smtp-url", `
# invio fatture via PEC (Aruba)
PEC_SMTP_URL=smtps://amministrazione%40pec.example.it:«a»@smtps.pec.aruba.it:465
PEC_MITTENTE=amministrazione@pec.example.it
# la password della casella PEC scade ogni 6 mesi!
`, V{"a": g.pwURL()}, "@smtps.pec.aruba.it:465", "# la password della casella PEC scade ogni 6 mesi!", "PEC_MITTENTE=amministrazione@pec.example.it")

	g.intlxAdd("it-nexi-xpay-config", `
# Nexi XPay — parametri del terminale di produzione
nexi:
  alias: ALIAS_WEB_«_alias»
  # chiave segreta per il calcolo del MAC (dal back office, sezione "Chiavi")
  chiave-segreta: «a»
  url-pagamento: https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet
`, V{"_alias": g.digits(8), "a": g.s(alAlnum, 32)}, "url-pagamento: https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet", "# chiave segreta per il calcolo del MAC")

	g.intlxAdd("it-ticket-credenziali", `
Ticket #7781 — Accesso al gestionale per il nuovo commercialista
Utente: studio.bianchi
Password: «a»
Scadenza: 31/12/2025
Stato: Risolto ✅
`, V{"a": g.ixPwLocal("it")}, "Utente: studio.bianchi", "Scadenza: 31/12/2025", "Stato: Risolto ✅")

	g.intlxAdd("it-fatture-in-cloud-token", `
# Fatture in Cloud — token personale (Impostazioni → Applicazioni collegate)
FIC_ACCESS_TOKEN=«a»
FIC_COMPANY_ID=«_co»
`, V{"a": "a/" + g.b64u(220), "_co": g.digits(6)}, "# Fatture in Cloud — token personale (Impostazioni → Applicazioni collegate)")
}

// ---- German ----

func (g *G) ixGerman() {
	g.intlxAdd("de-slack-passwort-en-dash", `
Stefan 08:55
Das Passwort für den Jenkins-Admin ist «a» – bitte nicht weitergeben, ich ändere es nach dem Release.
`, V{"a": g.ixPwLocal("de")}, " – bitte nicht weitergeben, ich ändere es nach dem Release.")

	g.intlxAdd("de-low-high-quotes-kennwort", `
Kennwort für das WLAN „Buero-Gaeste“ lautet „«a»“. Gültig bis Ende März.
`, V{"a": g.ixPwUni("de")}, "“. Gültig bis Ende März.", "„Buero-Gaeste“")

	g.intlxAdd("de-fints-pin-python", `
from fints.client import FinTS3PinTanClient

# Online-Banking der Sparkasse – PIN nur lokal, NICHT ins Repo!
client = FinTS3PinTanClient(
    "«_blz»",            # Bankleitzahl
    "mueller.buchhaltung",  # Anmeldename
    "«a»",             # PIN
    "https://banking-by1.s-fints-pt-by.de/fints30",
    product_id="«_pid»",
)
with client:
    konten = client.get_sepa_accounts()
`, V{"_blz": "70" + g.s(alDigit, 6), "a": g.s(alDigit, 5), "_pid": strings.ToUpper(g.hex(25))}, "# Anmeldename", "konten = client.get_sepa_accounts()")

	g.intlxAdd("de-windows-systemfehler-1326", `
C:\Users\admin>net use \\nas01\Buchhaltung /user:FIRMA\schmidt «a»
Systemfehler 1326 aufgetreten.

Der Benutzername oder das Kennwort ist falsch.

C:\Users\admin>net use \\nas01\Buchhaltung /user:FIRMA\schmidt «b»
Der Befehl wurde erfolgreich ausgeführt.
`, V{"a": g.ixPwLocal("de"), "b": g.ixPwLocal("de")}, "Der Benutzername oder das Kennwort ist falsch.", "Der Befehl wurde erfolgreich ausgeführt.", `/user:FIRMA\schmidt`)

	g.intlxAdd("de-ticket-zugangsdaten", `
Betreff: Zugangsdaten Testsystem

Hallo Frau Becker,

hier die Zugangsdaten für das Testsystem:
Benutzername: becker.t
Passwort: «a»
API-Schlüssel (für Postman): «b»

Mit freundlichen Grüßen
Ihr IT-Service
`, V{"a": g.ixPwLocal("de"), "b": g.hex(40)}, "Benutzername: becker.t", "Mit freundlichen Grüßen\nIhr IT-Service")

	g.intlxAdd("de-hetzner-robot-and-cloud", `
# Hetzner Robot Webservice (eigener Webservice-Benutzer, nicht der Login!)
curl -u "#ws+«_ws»:«a»" https://robot-ws.your-server.de/server
# Hetzner Cloud – API-Token des Projekts "shop-prod" (Lesen & Schreiben)
export HCLOUD_TOKEN=«b»
hcloud server list
ID         NAME          STATUS    IPV4             DATACENTER
«_id»   web-fsn1-01   running   116.203.«_ip»    fsn1-dc14
`, V{"_ws": g.an(8), "a": g.pwStrong(), "b": g.an(64), "_id": g.digits(8), "_ip": fmt.Sprintf("%d.%d", g.r.IntN(256), g.r.IntN(256))}, "https://robot-ws.your-server.de/server", "web-fsn1-01   running", "(Lesen & Schreiben)")

	g.intlxAdd("de-nbsp-outlook-copy", `
Von: Krause, Jana
Gesendet: Freitag, 14. März 2025 10:12
Betreff: AW: VPN-Zugang

Benutzer:`+ixNBSP+`j.krause
Passwort:`+ixNBSP+`«a»
Bitte beim ersten Login ändern.
`, V{"a": g.ixPwLocal("de")}, "j.krause", "Bitte beim ersten Login ändern.")

	g.intlxAdd("de-eszett-umlaut-password-ini", `
; Zugangsdaten für den Exportdienst (DATEV-Schnittstelle)
[export]
benutzer = buchhaltung
; Kennwort enthält Umlaute – Datei muss als UTF-8 gespeichert werden!
kennwort = «a»
ziel = \\fileserver\DATEV\Import
`, V{"a": g.ixPwUni("de")}, "benutzer = buchhaltung", `ziel = \\fileserver\DATEV\Import`)

	g.intlxAdd("de-swiss-guillemets-ch", `
Grüezi Herr Meier
Das neue Kennwort für das Kundenportal lautet ‹«a»›, Benutzername ‹r.meier›.
Freundliche Grüsse
`, V{"a": g.ixPwLocal("de")}, "›, Benutzername ‹r.meier›.", "Freundliche Grüsse")

	g.intlxAdd("de-azure-portal-geheimer-schluessel", `
Zertifikate & Geheimnisse
Geheime Clientschlüssel (1)
Beschreibung        Gültig bis    Wert                                           Geheimnis-ID
github-actions      14.03.2027    «a»       «_sid»
Kopieren Sie den Wert des geheimen Clientschlüssels jetzt. Er wird nach Verlassen dieser Seite nicht mehr angezeigt.
`, V{"a": g.azSecret(), "_sid": g.uuid()}, "github-actions      14.03.2027", "Er wird nach Verlassen dieser Seite nicht mehr angezeigt.")
}

// ---- i18n resource files ----

func (g *G) ixResources() {
	g.intlxAdd("res-properties-escaped-comment", `
$ cat src/main/resources/application-prod.properties
# `+ixUEsc("本番環境の接続設定（パスワードは後で Vault に移す）")+`
db.url=jdbc:postgresql://db-prod.internal:5432/shop
db.username=shop_app
# `+ixUEsc("パスワード")+`
db.password=«a»
mail.from=`+ixUEsc("ショップ運営事務局")+` <noreply@shop.example.jp>
`, V{"a": g.pwStrong()}, "db.username=shop_app", "mail.from="+ixUEsc("ショップ運営事務局"), "<noreply@shop.example.jp>", "# "+ixUEsc("パスワード"))

	pwDe := g.ixPwUni("de")
	g.intlxAdd("res-properties-escaped-password", `
# smtp.properties (native2ascii)
mail.smtp.host=smtp.ionos.de
mail.smtp.user=rechnungen@example.de
mail.smtp.password=«a»
mail.subject.invoice=`+ixUEsc("Ihre Rechnung für März")+`
`, V{"a": ixUEsc(pwDe)}, "mail.smtp.user=rechnungen@example.de", "mail.subject.invoice="+ixUEsc("Ihre Rechnung für März"))

	g.intlxAdd("res-properties-colon-escapes", `
# messages_ru.properties + конфиг в одном файле (legacy)
login.title=`+ixUEsc("Вход в систему")+`
login.password=`+ixUEsc("Пароль")+`
ldap.bind.dn=cn\=svc-portal,ou\=service,dc\=corp,dc\=local
ldap.bind.password=«a»
ldap.url=ldap\://dc01.corp.local\:389
`, V{"a": g.ixPwRu()}, `ldap.bind.dn=cn\=svc-portal,ou\=service,dc\=corp,dc\=local`, `ldap.url=ldap\://dc01.corp.local\:389`)

	g.intlxAdd("res-resx-smtp-next-to-ui-strings", `
<?xml version="1.0" encoding="utf-8"?>
<root>
  <data name="LoginButton" xml:space="preserve">
    <value>Войти</value>
  </data>
  <data name="PasswordLabel" xml:space="preserve">
    <value>Пароль</value>
  </data>
  <data name="SmtpUser" xml:space="preserve">
    <value>robot@example.ru</value>
  </data>
  <data name="SmtpPassword" xml:space="preserve">
    <value>«a»</value>
    <comment>не переводить</comment>
  </data>
</root>
`, V{"a": g.ixPwRu()}, "<value>robot@example.ru</value>", "<comment>не переводить</comment>", "<value>Войти</value>")

	g.intlxAdd("res-ios-strings-translator-comment", `
/* Localizable.strings (zh-Hans) */

/* 截图用测试账号：test01 密码：«a» */
"login.title" = "登录";
"login.username.placeholder" = "请输入用户名";
"login.password.placeholder" = "请输入密码";
"login.button" = "登录";
`, V{"a": g.ixPwPinyin()}, `"login.password.placeholder" = "请输入密码";`, "截图用测试账号：test01 密码：")

	g.intlxAdd("res-arb-description-test-account", `
{
  "@@locale": "ko",
  "loginTitle": "로그인",
  "@loginTitle": {
    "description": "로그인 화면 제목. 번역 확인용 테스트 계정: qa_ko / «a»"
  },
  "passwordHint": "비밀번호를 입력하세요",
  "forgotPassword": "비밀번호를 잊으셨나요?"
}
`, V{"a": g.ixPwKo()}, `"passwordHint": "비밀번호를 입력하세요"`, "번역 확인용 테스트 계정: qa_ko / ")

	g.intlxAdd("res-android-strings-client-secret", `
<!-- app/src/main/res/values-ru/strings.xml -->
<resources>
    <string name="app_name">Доставка</string>
    <string name="login_password_hint">Пароль</string>
    <string name="default_web_client_id" translatable="false">«_cid».apps.googleusercontent.com</string>
    <string name="server_client_secret" translatable="false">«a»</string>
    <string name="error_wrong_password">Неверный пароль</string>
</resources>
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, `<string name="error_wrong_password">Неверный пароль</string>`, `<string name="app_name">Доставка</string>`)

	g.intlxAdd("res-xliff-note-for-translators", `
<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="ja" datatype="plaintext" original="messages">
    <body>
      <trans-unit id="login.submit">
        <source>Sign in</source>
        <target>ログイン</target>
        <note>Staging で確認してください: https://stg.example.jp (ID: translator / PW: «a»)</note>
      </trans-unit>
    </body>
  </file>
</xliff>
`, V{"a": g.pw()}, "<target>ログイン</target>", ")</note>", "(ID: translator / PW: ")

	g.intlxAdd("res-po-translator-comment", `
# French translation for acme-portal.
# Copyright (C) 2025 ACME
# Compte de test pour les captures d’écran : qa-fr@example.com / «a»
msgid ""
msgstr ""
"Language: fr\n"
"Content-Type: text/plain; charset=UTF-8\n"

#: templates/login.html:12
msgid "Password"
msgstr "Mot de passe"

#: templates/login.html:18
msgid "Forgot your password?"
msgstr "Mot de passe oublié ?"
`, V{"a": g.ixPwLocal("fr")}, `msgstr "Mot de passe oublié ?"`, "Compte de test pour les captures d’écran : qa-fr@example.com / ")

	g.intlxAdd("res-qt-ts-comment", `
<TS version="2.1" language="de_DE">
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../src/logindialog.ui" line="42"/>
        <source>Password:</source>
        <comment>Demo-Server: demo.example.de, Benutzer demo, Passwort «a»</comment>
        <translation>Passwort:</translation>
    </message>
</context>
</TS>
`, V{"a": g.ixPwLocal("de")}, "<translation>Passwort:</translation>", "</comment>", "Demo-Server: demo.example.de, Benutzer demo")

	g.intlxAdd("res-grep-locales-and-config", `
$ grep -rn "password\|パスワード" config/ locales/
locales/ja.yml:14:    password: "パスワード"
locales/ja.yml:15:    password_confirmation: "パスワード（確認）"
locales/ko.yml:14:    password: "비밀번호"
locales/zh-CN.yml:14:    password: "密码"
config/settings.local.yml:8:  smtp_password: "«a»"
config/settings.local.yml:12:  admin_password: "«b»"
`, V{"a": g.s(alLower, 16), "b": g.ixPwLocal("ja")}, `locales/ja.yml:15:    password_confirmation: "パスワード（確認）"`, `locales/zh-CN.yml:14:    password: "密码"`, "config/settings.local.yml:12:  admin_password: ")

	g.intlxAdd("res-rg-i18n-json-and-env", `
$ rg -n "token|токен" --glob '!node_modules'
src/i18n/ru.json
  22:  "token_expired": "Срок действия токена истёк",
  23:  "token_invalid": "Неверный токен",
.env.development
  3:TELEGRAM_BOT_TOKEN=«a»
src/bot.ts
  8:const bot = new Telegraf(process.env.TELEGRAM_BOT_TOKEN!);
`, V{"a": g.telegram()}, `"token_expired": "Срок действия токена истёк",`, "const bot = new Telegraf(process.env.TELEGRAM_BOT_TOKEN!);")

	g.intlxAdd("res-i18next-json-escaped-nbsp", `
// public/locales/fr/common.json
{
  "password": "Mot de passe\u00a0:",
  "token": "Jeton d’accès\u00a0:",
  "copied": "Copié\u00a0!"
}
// src/config.ts — TODO retirer avant la mise en prod
export const API_TOKEN = "«a»";
`, V{"a": g.linear()}, `"password": "Mot de passe\u00a0:"`, "// src/config.ts — TODO retirer avant la mise en prod")

	g.intlxAdd("res-rails-locale-and-credentials-diff", `
$ git diff --cached
diff --git a/config/locales/es.yml b/config/locales/es.yml
+    password: "Contraseña"
+    password_hint: "Mínimo 8 caracteres"
diff --git a/config/initializers/mercadopago.rb b/config/initializers/mercadopago.rb
+# Token de producción (mover a credentials!)
+MERCADOPAGO_TOKEN = "«a»"
`, V{"a": g.ixMP()}, `+    password_hint: "Mínimo 8 caracteres"`, "+# Token de producción (mover a credentials!)")

	g.intlxAdd("res-json-unicode-escaped-label-and-key", `
{
  "label": "`+ixUEsc("密钥")+`",
  "hint": "`+ixUEsc("请妥善保管，不要泄露")+`",
  "value": "«a»",
  "region": "cn-shanghai"
}
`, V{"a": g.an(30)}, `"region": "cn-shanghai"`)

	g.intlxAdd("res-gettext-python-format-log", `
>>> from django.utils.translation import gettext as _
>>> print(_("Connecting as %(user)s with password %(pw)s") % {"user": "report_ro", "pw": settings.DATABASES["reports"]["PASSWORD"]})
Connexion en tant que report_ro avec le mot de passe «a»
`, V{"a": g.ixPwLocal("fr")}, "Connexion en tant que report_ro avec le mot de passe ")

	g.intlxAdd("res-crowdin-yml-chinese-comments", `
# crowdin.yml
project_id: "«_pid»"
# 个人访问令牌（Account Settings → API），CI 里用环境变量覆盖
api_token: "«a»"
base_path: "."
files:
  - source: /locales/en/*.json
    translation: /locales/%two_letters_code%/%original_file_name%
`, V{"_pid": g.digits(6), "a": g.hex(80)}, "translation: /locales/%two_letters_code%/%original_file_name%", "# 个人访问令牌（Account Settings → API），CI 里用环境变量覆盖")
}

// ---- invisible characters and CJK punctuation around secrets ----

func (g *G) ixInvisible() {
	g.intlxAdd("inv-bom-env-first-line", ixBOM+`DB_PASSWORD=«a»
# 上面这行是 Windows 记事本保存的，带 BOM，dotenv 读出来的键名不对
DB_USER=report
DB_HOST=10.3.0.7
`, V{"a": g.ixPwPinyin()}, "DB_USER=report", "# 上面这行是 Windows 记事本保存的，带 BOM，dotenv 读出来的键名不对")

	g.intlxAdd("inv-zwsp-teams-copy", `
Teams で送られてきたトークンをコピペしたら401になる…
Authorization: Bearer «a»`+ixZWSP+`
→ 末尾にゼロ幅スペースが入ってました
`, V{"a": g.openai()}, "→ 末尾にゼロ幅スペースが入ってました", "Teams で送られてきたトークンをコピペしたら401になる…")

	g.intlxAdd("inv-zwsp-before-and-after", `
pw:`+ixZWSP+`«a»`+ixZWSP+`(copied from Confluence)
user: svc_etl
`, V{"a": g.pwStrong()}, "(copied from Confluence)", "user: svc_etl")

	g.intlxAdd("inv-nbsp-both-sides-fr", `
Identifiant`+ixNBSP+`: admin-compta`+"\n"+`Mot de passe`+ixNBSP+`:`+ixNBSP+`«a»`+ixNBSP+`(à changer)
`, V{"a": g.ixPwLocal("fr")}, "admin-compta", "(à changer)")

	g.intlxAdd("inv-cjk-fullwidth-parens", `
（数据库密码：«a»）已经发到你邮箱了，别再问我要了😂
`, V{"a": g.ixPwPinyin()}, "）已经发到你邮箱了，别再问我要了😂")

	g.intlxAdd("inv-ja-double-corner-brackets", `
管理画面の初期パスワードは『«a»』です（ログイン後に必ず変更してください）。
`, V{"a": g.s(alAlnum, 12)}, "』です（ログイン後に必ず変更してください）。", "管理画面の初期パスワードは『")

	g.intlxAdd("inv-emoji-labels", `
🔑 «a»
👤 ops-bot
🌐 https://grafana.example.net
⚠️ 사용 후 이 메시지 삭제해주세요
`, V{"a": g.grafanaSA()}, "👤 ops-bot", "⚠️ 사용 후 이 메시지 삭제해주세요", "🌐 https://grafana.example.net")

	g.intlxAdd("inv-emoji-pointing-token", `
token 👉 «a» 👈 dùng cái này nhé, cái cũ hết hạn rồi 🙏
`, V{"a": g.npmTok()}, " 👈 dùng cái này nhé, cái cũ hết hạn rồi 🙏")

	g.intlxAdd("inv-emoji-glued-after", `
pass db mới nè: «a»🙏
`, V{"a": g.ixPwLocal("vi")}, "🙏\n", "pass db mới nè: ")

	g.intlxAdd("inv-rlm-arabic-comma-glued", `
الرمز السري لحساب الخدمة: `+ixRLM+`«a»`+ixRLM+`، يرجى حفظه في الخزنة.
`, V{"a": g.pwStrong()}, "، يرجى حفظه في الخزنة.", "الرمز السري لحساب الخدمة: ")

	g.intlxAdd("inv-word-joiner-in-label", `
Pass`+ixWJ+`word: «a» (Word-Dokument, kopiert aus dem Übergabeprotokoll)
`, V{"a": g.ixPwLocal("de")}, " (Word-Dokument, kopiert aus dem Übergabeprotokoll)")

	g.intlxAdd("inv-fullwidth-space-and-colon-zh", `
用户名：`+ixIdeoSp+`deploy
密`+ixIdeoSp+`码：`+ixIdeoSp+`«a»
端`+ixIdeoSp+`口：`+ixIdeoSp+`22
`, V{"a": g.ixPwPinyin()}, "用户名："+ixIdeoSp+"deploy", "\n端"+ixIdeoSp+"口："+ixIdeoSp+"22")

	g.intlxAdd("inv-ideographic-full-stop-glued", `
阿里云 RAM 子账号 AccessKey Secret 是«a»。AccessKey ID 是 «=id»，只给了 OSS 只读权限。
`, V{"a": g.an(30), "=id": "LTAI5t" + g.an(18)}, "，只给了 OSS 只读权限。", "阿里云 RAM 子账号 AccessKey Secret 是")

	g.intlxAdd("inv-fullwidth-comma-list", `
三个环境的 Redis 密码依次是：«a»，«b»，«c»（dev，test，prod）
`, V{"a": g.an(16), "b": g.an(16), "c": g.an(24)}, "（dev，test，prod）", "三个环境的 Redis 密码依次是：")

	g.intlxAdd("inv-lrm-in-hebrew-url", `
קישור לדשבורד: `+ixLRM+`https://admin:«a»@grafana.internal.co.il/d/ops`+ixLRM+` (רק מהרשת הפנימית)
`, V{"a": g.pwURL()}, "@grafana.internal.co.il/d/ops", " (רק מהרשת הפנימית)")

	g.intlxAdd("inv-nnbsp-before-exclamation", `
Attention`+ixNNBSP+`! La clé API Mistral est «a»`+ixNNBSP+`; elle donne accès à la facturation.
`, V{"a": g.an(32)}, "; elle donne accès à la facturation.", "La clé API Mistral est ")
}

// ---- localized admin panels and consoles pasted from screenshots ----

func (g *G) ixPanels() {
	g.intlxAdd("panel-tplink-zh-wireless", `
TP-LINK 无线路由器 — 无线安全设置
◉ WPA-PSK/WPA2-PSK AES加密方法
   认证类型：自动
   加密算法：AES
   PSK密码：«a»
   （8-63个ASCII码字符或8-64个十六进制字符）
   组密钥更新周期：86400
[保存]
`, V{"a": g.ixPwPinyin()}, "（8-63个ASCII码字符或8-64个十六进制字符）", "组密钥更新周期：86400")

	g.intlxAdd("panel-keenetic-ru-wifi", `
Домашняя сеть › Беспроводная сеть Wi-Fi 2,4 ГГц
Имя сети (SSID): Keenetic-4127
Защита сети: WPA2-PSK + WPA3-PSK
Пароль: «a»
☑ Скрывать SSID
Расписание работы: Работает постоянно
`, V{"a": g.ixPwRu()}, "Имя сети (SSID): Keenetic-4127", "Расписание работы: Работает постоянно")

	g.intlxAdd("panel-huawei-ont-es", `
Configuración WLAN avanzada
SSID: MOVISTAR_7A21
Modo de autenticación: WPA2 Pre-Shared Key
Modo de cifrado: AES
Clave precompartida WPA: «a»
Cuenta de administrador: Epadmin   Contraseña: «b»
`, V{"a": g.s(alUpNum, 20), "b": g.an(12)}, "SSID: MOVISTAR_7A21", "Cuenta de administrador: Epadmin   Contraseña: ")

	g.intlxAdd("panel-phpmyadmin-tr-add-user", `
phpMyAdmin › Sunucu: localhost:3306 › Kullanıcı hesapları › Kullanıcı hesabı ekle
Oturum Açma Bilgileri
Kullanıcı adı:   Metin alanını kullan  ▾  eticaret
Anamakine adı:   Yerel                 ▾  localhost
Parola:          Metin alanını kullan  ▾  «a»
Yeniden yazın:                            «a»
Kimlik doğrulama eklentisi: Yerel MySQL kimlik doğrulaması
`, V{"a": g.ixPwLocal("tr")}, "Kimlik doğrulama eklentisi: Yerel MySQL kimlik doğrulaması", "Metin alanını kullan  ▾  eticaret")

	g.intlxAdd("panel-windows-wifi-de", `
Eigenschaften für Drahtlosnetzwerk FRITZ!Box 7590 XY
Sicherheit
Sicherheitstyp:              WPA2-Personal
Verschlüsselungstyp:         AES
Sicherheitsschlüssel
für das Netzwerk:            «a»
☑ Zeichen anzeigen
`, V{"a": g.digits(20)}, "Sicherheitstyp:              WPA2-Personal", "☑ Zeichen anzeigen")

	g.intlxAdd("panel-wifi-qr-zh", `
扫描二维码连接 Wi-Fi（二维码内容如下）：
WIFI:T:WPA;S:Office-5G;P:«a»;H:false;;
访客网络请连接 Office-Guest，无需密码
`, V{"a": g.ixPwPinyin()}, "WIFI:T:WPA;S:Office-5G;P:", ";H:false;;", "访客网络请连接 Office-Guest，无需密码")

	g.intlxAdd("panel-wordpress-pt-new-password", `
Perfil › Gerenciamento de conta
Nova senha   [ Gerar senha ]
             «a»   👁 Ocultar   Cancelar
             Forte
Sessões      [ Desconectar de todos os outros lugares ]
[ Atualizar perfil ]
`, V{"a": g.ixWPPw()}, "[ Desconectar de todos os outros lugares ]", "👁 Ocultar   Cancelar")

	g.intlxAdd("panel-cpanel-es-mysql-user", `
Bases de datos MySQL® › Añadir nuevo usuario
Nombre de usuario: tienda_ [wpuser        ]
Contraseña:        «a»
Contraseña (de nuevo): «a»
Seguridad: Muy fuerte (100/100)   [Generador de contraseñas]
[Crear usuario]
✓ Se creó correctamente el usuario de MySQL “tienda_wpuser” con la contraseña “«a»”.
`, V{"a": g.ixWPPw()}, "Seguridad: Muy fuerte (100/100)   [Generador de contraseñas]", "“tienda_wpuser”", "”.\n")

	g.intlxAdd("panel-gitlab-ja-pat-created", `
ユーザー設定 › パーソナルアクセストークン
✓ 新しいパーソナルアクセストークンを作成しました
あなたの新しいパーソナルアクセストークン
«a»   📋
このトークンを必ず保存してください。再度アクセスすることはできません。
トークン名: renovate-bot   有効期限: 2026-03-14   スコープ: api, read_repository
`, V{"a": g.glpat()}, "このトークンを必ず保存してください。再度アクセスすることはできません。", "トークン名: renovate-bot")

	g.intlxAdd("panel-aws-console-ja-access-key", `
アクセスキーを取得
これは、このシークレットアクセスキーを表示またはダウンロードできる唯一の機会です。後で復元することはできません。
アクセスキー            シークレットアクセスキー
«=id»    «a»  非表示
[.csv ファイルをダウンロード]
`, V{"=id": g.awsID(), "a": g.awsSecret()}, "[.csv ファイルをダウンロード]", "  非表示")

	g.intlxAdd("panel-grafana-zh-service-account", `
服务账户 › grafana-backup
添加服务账户令牌
显示名称：backup-cron
过期时间：永不过期
令牌已创建，请立即复制，之后将无法再次查看：
«a»
[复制到剪贴板]   [关闭]
`, V{"a": g.grafanaSA()}, "显示名称：backup-cron", "[复制到剪贴板]   [关闭]")

	g.intlxAdd("panel-gcp-console-es-oauth-client", `
Se creó el cliente de OAuth
Se puede acceder al ID de cliente y al secreto desde Credenciales en API y servicios
ID de cliente
«_cid».apps.googleusercontent.com
Secreto del cliente
«a»
Fecha de creación: 14 de marzo de 2025, 10:22:41 GMT+1
Estado: Habilitado
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "Fecha de creación: 14 de marzo de 2025, 10:22:41 GMT+1", "Secreto del cliente\n")

	g.intlxAdd("panel-macos-keychain-fr", `
Trousseaux d’accès — ⟪`+ixNBSP+`Wi-Fi Bureau`+ixNBSP+`⟫
Nom : Bureau-5GHz
Type : mot de passe de réseau AirPort
Compte : Bureau-5GHz
Où : AirPort
☑ Afficher le mot de passe : «a»
`, V{"a": g.ixPwLocal("fr")}, "Type : mot de passe de réseau AirPort", "Compte : Bureau-5GHz")
}

// ---- translated error messages and logs ----

func (g *G) ixErrors() {
	g.intlxAdd("err-python-traceback-ru-dsn", `
Traceback (most recent call last):
  File "/opt/etl/load_dwh.py", line 42, in <module>
    conn = psycopg2.connect("postgresql://etl:«a»@10.0.0.5:5432/dwh")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: подключиться к серверу "10.0.0.5", порту 5432 не удалось: ВАЖНО:  пользователь "etl" не прошёл проверку подлинности (по паролю)
`, V{"a": g.ixPwRu()}, "@10.0.0.5:5432/dwh", `ВАЖНО:  пользователь "etl" не прошёл проверку подлинности (по паролю)`)

	g.intlxAdd("err-java-zh-hikari-config-dump", `
2025-03-14 09:00:12.301  INFO 1 --- [           main] c.a.o.config.DataSourceConfig           : 数据源配置：url=jdbc:mysql://10.0.0.3:3306/oms, username=root, password=«a», maxPoolSize=20
2025-03-14 09:00:13.882 ERROR 1 --- [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.
java.sql.SQLException: Access denied for user 'root'@'10.0.0.17' (using password: YES)
2025-03-14 09:00:13.890 ERROR 1 --- [           main] o.s.boot.SpringApplication               : 应用启动失败
`, V{"a": g.ixPwPinyin()}, ", maxPoolSize=20", "应用启动失败", "username=root")

	g.intlxAdd("err-node-ja-axios-dump", `
APIの呼び出しに失敗しました: AxiosError: Request failed with status code 401
    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12) {
  code: 'ERR_BAD_REQUEST',
  config: {
    method: 'get',
    url: 'https://api.chatwork.com/v2/me',
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'X-ChatWorkToken': '«a»',
      'User-Agent': 'axios/1.7.9'
    }
  }
}
`, V{"a": g.hex(32)}, "'User-Agent': 'axios/1.7.9'", "APIの呼び出しに失敗しました: AxiosError: Request failed with status code 401")

	g.intlxAdd("err-ko-tomcat-context-xml", `
$ cat conf/context.xml
<Resource name="jdbc/shopDB" auth="Container" type="javax.sql.DataSource"
          driverClassName="oracle.jdbc.OracleDriver"
          url="jdbc:oracle:thin:@10.10.1.20:1521:ORCL"
          username="SHOP" password="«a»" maxTotal="50"/>
$ tail -2 logs/catalina.out
14-Mar-2025 10:11:02.118 심각 [main] org.apache.catalina.core.NamingContextListener.addResource 리소스 참조 [jdbc/shopDB]을(를) 생성하지 못했습니다.
 java.sql.SQLException: ORA-01017: 사용자명/비밀번호가 부적합, 로그온할 수 없습니다.
`, V{"a": g.ixPwKo()}, `maxTotal="50"/>`, "ORA-01017: 사용자명/비밀번호가 부적합, 로그온할 수 없습니다.")

	g.intlxAdd("err-php-pdo-trace-pt-br", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'loja'@'localhost' (using password: YES) in /var/www/loja/conexao.php:12
Stack trace:
#0 /var/www/loja/conexao.php(12): PDO->__construct('mysql:host=loca...', 'loja', '«a»')
#1 /var/www/loja/index.php(3): require_once('/var/www/loja/c...')
#2 {main}
  thrown in /var/www/loja/conexao.php on line 12
// alguém sabe por que isso acontece? a senha tá certa, testei no phpMyAdmin
`, V{"a": g.s(alAlnum, 12)}, "// alguém sabe por que isso acontece? a senha tá certa, testei no phpMyAdmin", "#1 /var/www/loja/index.php(3)")

	g.intlxAdd("err-vi-redis-connection-log", `
2025-03-14 08:30:12 ERROR [main] c.e.c.RedisConfig - Không thể kết nối tới Redis: redis://default:«a»@10.2.0.9:6379/0
io.lettuce.core.RedisCommandExecutionException: WRONGPASS invalid username-password pair or user is disabled.
2025-03-14 08:30:12 WARN  [main] c.e.c.RedisConfig - Thử lại sau 5 giây...
`, V{"a": g.an(24)}, "@10.2.0.9:6379/0", "Thử lại sau 5 giây...")

	g.intlxAdd("err-id-laravel-mail-config-dump", `
[2025-03-14 13:02:44] local.ERROR: Gagal mengirim email notifikasi pesanan {"config":{"transport":"smtp","host":"smtp.gmail.com","port":587,"username":"toko.sejahtera@gmail.com","password":"«a»","encryption":"tls"},"exception":"Failed to authenticate on SMTP server with username \"toko.sejahtera@gmail.com\" using the following authenticators: \"LOGIN\", \"PLAIN\", \"XOAUTH2\"."}
`, V{"a": g.s(alLower, 16)}, `"encryption":"tls"`, "Gagal mengirim email notifikasi pesanan")

	g.intlxAdd("err-ansible-fr-module-args", `
fatal: [bdd-prod-01]: FAILED! => {
    "changed": false,
    "invocation": {
        "module_args": {
            "login_host": "localhost",
            "login_password": "«a»",
            "login_user": "root",
            "name": "compta"
        }
    },
    "msg": "unable to connect to database, check login_user and login_password are correct or /root/.my.cnf has the credentials. Exception message: (1045, \"Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: OUI)\")"
}
`, V{"a": g.ixPwLocal("fr")}, `"login_user": "root"`, "Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: OUI)")

	g.intlxAdd("err-th-curl-verbose-403", `
ทำไมได้ 403 ครับ ทั้งที่ token ยังไม่หมดอายุ
$ curl -v https://api.example.co.th/v1/orders
> GET /v1/orders HTTP/2
> Host: api.example.co.th
> authorization: Bearer «a»
> user-agent: curl/8.5.0
>
< HTTP/2 403
< content-type: application/json
{"error":"forbidden","message":"ไม่มีสิทธิ์เข้าถึงทรัพยากรนี้"}
`, V{"a": g.userJWT()}, `{"error":"forbidden","message":"ไม่มีสิทธิ์เข้าถึงทรัพยากรนี้"}`, "ทำไมได้ 403 ครับ ทั้งที่ token ยังไม่หมดอายุ", "> user-agent: curl/8.5.0")

	g.intlxAdd("err-pl-mssql-polish-error", `
$ sqlcmd -S sql01.firma.local -U raporty -P «a» -d Subiekt
Sqlcmd: Błąd: Microsoft ODBC Driver 18 for SQL Server : Logowanie użytkownika 'raporty' nie powiodło się..
`, V{"a": g.ixPwLocal("pl")}, "Logowanie użytkownika 'raporty' nie powiodło się..", "-d Subiekt")
}

// ---- benign: localized text around no secret ----

func (g *G) ixBenign() {
	g.intlxAdd("benign-zh-login-form-html", `
<form class="login-form" action="/api/auth/login" method="post">
  <label for="username">用户名</label>
  <input id="username" name="username" placeholder="请输入用户名" autocomplete="username">
  <label for="password">密码</label>
  <input id="password" name="password" type="password" placeholder="请输入密码（8-20位，包含字母和数字）" autocomplete="current-password">
  <input type="hidden" name="_csrf_hint" value="见 cookie XSRF-TOKEN">
  <button type="submit">登录</button>
  <a href="/forgot">忘记密码？</a>
</form>
`, nil, `placeholder="请输入密码（8-20位，包含字母和数字）"`, `<a href="/forgot">忘记密码？</a>`, `autocomplete="current-password"`)

	g.intlxAdd("benign-ja-masked-values", `
アカウント設定
ログインID：sato.kenji
パスワード：●●●●●●●●`+ixIdeoSp+`[表示]
APIキー：«_m»（末尾4桁のみ表示）
最終ログイン：2025/03/14 09:12（東京）
`, V{"_m": ixMask(g.an(32), 4)}, "パスワード：●●●●●●●●", "ログインID：sato.kenji", "（末尾4桁のみ表示）")

	g.intlxAdd("benign-ru-i18n-json-keys", `
{
  "auth": {
    "password": "Пароль",
    "password_repeat": "Повторите пароль",
    "token": "Токен доступа",
    "secret_key": "Секретный ключ",
    "token_expired": "Срок действия токена истёк. Войдите снова.",
    "wrong_password": "Неверный логин или пароль"
  }
}
`, nil, `"secret_key": "Секретный ключ"`, `"password": "Пароль"`, `"wrong_password": "Неверный логин или пароль"`)

	g.intlxAdd("benign-ko-placeholder-readme", `
## 환경 변수 설정

ˋ.env.exampleˋ 을 복사해서 ˋ.envˋ 를 만들고 아래 값을 채워주세요.

ˋˋˋ
TOSS_SECRET_KEY=<발급받은_시크릿_키>
DB_PASSWORD=여기에_비밀번호_입력
KAKAO_ADMIN_KEY=${KAKAO_ADMIN_KEY}
ˋˋˋ

실제 키는 절대 커밋하지 마세요. 팀 비밀번호 관리자(1Password)의 "결제-운영" 항목을 참고하세요.
`, nil, "TOSS_SECRET_KEY=<발급받은_시크릿_키>", "DB_PASSWORD=여기에_비밀번호_입력", "KAKAO_ADMIN_KEY=${KAKAO_ADMIN_KEY}")

	g.intlxAdd("benign-ar-order-log-ids", `
[2025-03-14 11:20:05] INFO: تم إنشاء الطلب رقم «_o1» للعميل «_c1»
[2025-03-14 11:20:06] INFO: معرّف المعاملة «_tx» — الحالة: مدفوع
[2025-03-14 11:21:40] INFO: تم شحن الطلب «_o1»، رقم التتبع «_trk» (أرامكس)
`, V{"_o1": "ORD-" + g.digits(8), "_c1": "CUS-" + g.digits(6), "_tx": "chg_TS" + g.digits(2) + "A" + g.an(20), "_trk": g.digits(11)}, "— الحالة: مدفوع", "(أرامكس)")

	g.intlxAdd("benign-de-invoice-iban", `
Rechnung Nr. RE-2025-0412          Datum: 14.03.2025
Leistung: Wartung Serverraum, März 2025          Betrag: 1.840,00 EUR
Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf folgendes Konto:
IBAN: «_iban»   BIC: COBADEFFXXX
Steuernummer: 143/«_st»   USt-IdNr.: DE«_ust»
Verwendungszweck: RE-2025-0412
`, V{"_iban": "DE" + g.s(alDigit, 20), "_st": g.s(alDigit, 3) + "/" + g.s(alDigit, 5), "_ust": g.s(alDigit, 9)}, "BIC: COBADEFFXXX", "Verwendungszweck: RE-2025-0412")

	g.intlxAdd("benign-es-po-translations", `
#: src/views/Login.vue:14
msgid "Password"
msgstr "Contraseña"

#: src/views/Login.vue:22
msgid "API token"
msgstr "Token de la API"

#: src/views/Settings.vue:88
msgid "Regenerate secret key"
msgstr "Regenerar la clave secreta"

#: src/views/Settings.vue:91
msgid "Your token was copied to the clipboard."
msgstr "Se copió tu token al portapapeles."
`, nil, `msgstr "Regenerar la clave secreta"`, `msgstr "Se copió tu token al portapapeles."`, `msgstr "Contraseña"`)

	g.intlxAdd("benign-hi-upi-transaction-refs", `
भुगतान सफल ✅
राशि: ₹1,499.00
UPI लेनदेन आईडी: «_utr»
ऑर्डर आईडी: order_«_oid»
कार्ड: XXXX XXXX XXXX 4821
कृपया अपना OTP या UPI पिन किसी के साथ साझा न करें।
`, V{"_utr": g.digits(12), "_oid": g.an(14)}, "कृपया अपना OTP या UPI पिन किसी के साथ साझा न करें।", "कार्ड: XXXX XXXX XXXX 4821")

	g.intlxAdd("benign-vi-git-log-shas", `
$ git log --oneline -4
«_s1» Sửa lỗi đăng nhập khi mật khẩu có ký tự đặc biệt
«_s2» Thêm xác thực hai lớp (TOTP) cho trang quản trị
«_s3» Chuyển khóa bí mật sang Vault, xóa khỏi appsettings.json
«_s4» Cập nhật bản dịch tiếng Việt
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_s4": g.hex(7)}, "Chuyển khóa bí mật sang Vault, xóa khỏi appsettings.json", "Sửa lỗi đăng nhập khi mật khẩu có ký tự đặc biệt")

	g.intlxAdd("benign-th-config-env-refs", `
# ค่าลับทั้งหมดอ่านจาก Vault ห้ามใส่ค่าจริงในไฟล์นี้
database:
  host: db.internal
  user: app
  password: ${DB_PASSWORD}
omise:
  secret_key: vault:secret/data/payment#omise_secret
  public_key: ${OMISE_PUBLIC_KEY}
`, nil, "password: ${DB_PASSWORD}", "secret_key: vault:secret/data/payment#omise_secret", "# ค่าลับทั้งหมดอ่านจาก Vault ห้ามใส่ค่าจริงในไฟล์นี้")

	g.intlxAdd("benign-tr-release-checksums", `
## İndirme

| Dosya | SHA-256 |
|-------|---------|
| muhasebe-2.4.1-setup.exe | «_h1» |
| muhasebe-2.4.1.dmg | «_h2» |

İndirdiğiniz dosyanın özetini ˋcertutil -hashfile dosya SHA256ˋ ile doğrulayın.
`, V{"_h1": g.hex(64), "_h2": g.hex(64)}, "| muhasebe-2.4.1-setup.exe | ", "İndirdiğiniz dosyanın özetini")

	g.intlxAdd("benign-fr-doc-placeholders", `
### Configuration

Renseignez votre clé d’API dans ˋconfig.tomlˋ :

ˋˋˋtoml
[api]
cle = "VOTRE_CLE_ICI"          # clé personnelle, voir Profil → Sécurité
mot_de_passe = "********"      # masqué dans la documentation
ˋˋˋ
`, nil, `cle = "VOTRE_CLE_ICI"`, `mot_de_passe = "********"`, "# masqué dans la documentation")
}
