package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// emailCases adds credentials from sending and receiving e-mail as a
// coding agent meets them while it wires an app to a mail provider, sets
// up or debugs a mail server, configures a mail client or reads a bounce.
// Sources: transactional ESPs (SendGrid, Mailgun private, domain sending
// and webhook signing keys, Postmark server and account tokens,
// SparkPost, Brevo/Sendinblue API and SMTP keys, Mailjet key pairs,
// Amazon SES SMTP credentials derived from IAM keys, Resend, Loops,
// Plunk, MailerSend, Mailtrap, SMTP2GO, Mandrill, ZeptoMail, Elastic
// Email, Azure Communication Services, Scaleway TEM), marketing tools
// (Mailchimp keys with their -usN data center, Klaviyo private keys and
// public site ids, ConvertKit/Kit, Customer.io, Iterable, HubSpot
// private app tokens, ActiveCampaign, Sendy, Listmonk), self-hosted mail
// servers (Postfix sasl_passwd, main.cf, postqueue and maillog, Dovecot
// passdb, SQL and doveadm, Exim passwd.client, OpenSMTPD tables, mailcow,
// Mail-in-a-Box, Mailu, Stalwart, mox, Maddy, Postal, Haraka,
// docker-mailserver, Roundcube, rspamd, OpenDKIM, DKIM private keys and
// their DNS TXT public keys, ARC signing), clients and fetchers (msmtp,
// mutt and neomutt, mbsync/isync, offlineimap, fetchmail, getmail, aerc,
// himalaya, Thunderbird prefs, ssmtp, git send-email, Gmail and Outlook
// app passwords, OAuth2 refresh tokens for IMAP and SMTP), application
// frameworks (Django and django-anymail, Rails Action Mailer, Laravel,
// Symfony Mailer DSNs, Nodemailer, Spring Boot, PHPMailer, Flask-Mail,
// Go net/smtp, .NET MailKit, WordPress WP Mail SMTP, Gitea, GitLab,
// Mastodon, Discourse, Keycloak, Grafana, Nextcloud, Ghost), SMTP, IMAP
// and POP3 transcripts (AUTH PLAIN and LOGIN base64 lines, XOAUTH2,
// swaks, openssl s_client, curl, smtplib, PHPMailer and JavaMail debug
// output), inbound and event webhooks with signing keys, and bounce,
// DSN, DMARC and TLS-RPT reports, plus the chats and tickets around
// them. Benign look-alikes: Message-IDs, DKIM selectors, DKIM-Signature
// b= and bh= values, ARC seals, DKIM and webhook verification public
// keys, queue ids, provider message ids, public list-unsubscribe and
// tracking pixel ids, DMARC report ids, SPF and MTA-STS records and
// masked previews. The case names start with "email/".
func (g *G) emailCases() {
	g.emlESP()
	g.emlESP2()
	g.emlMarketing()
	g.emlServer()
	g.emlServer2()
	g.emlDKIM()
	g.emlClients()
	g.emlFrameworks()
	g.emlApps()
	g.emlWire()
	g.emlWebhooks()
	g.emlReports()
	g.emlChat()
	g.emlBenign()
}

// ---- helpers used only here ----

// emlAdd is add with "ˋ" standing for a backtick.
func (g *G) emlAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// emlSES is an Amazon SES SMTP password (version 4): base64 of 0x04 and
// an HMAC-SHA256 chain over the IAM secret key.
func (g *G) emlSES() string {
	return base64.StdEncoding.EncodeToString(append([]byte{4}, g.bytes(32)...))
}

// emlMG is a Mailgun private API key or domain sending key in the current
// shape (32 hex, then two groups of 8 hex).
func (g *G) emlMG() string { return g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8) }

// emlBrevoSMTP is a Brevo SMTP key.
func (g *G) emlBrevoSMTP() string { return "xsmtpsib-" + g.hex(64) + "-" + g.an(16) }

// emlBrevo is a Brevo (Sendinblue) API v3 key.
func (g *G) emlBrevo() string { return "xkeysib-" + g.hex(64) + "-" + g.an(16) }

// emlApp is a Google or Microsoft app password as the console shows it
// (four groups of four lower-case letters).
func (g *G) emlApp() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// emlMSApp is a Microsoft account app password (16 lower-case letters).
func (g *G) emlMSApp() string { return g.s(alLower, 16) }

// emlMSRefresh is a Microsoft consumer account refresh token.
func (g *G) emlMSRefresh() string {
	return "M.C5" + g.digits(2) + "_" + g.pick("BAY", "SN1", "BL2") + ".0.U.-" + g.s(alAlnum+"!*$-", 330)
}

// emlEntraRefresh is a Microsoft Entra ID refresh token.
func (g *G) emlEntraRefresh() string {
	return "0.A" + g.b64u(150) + ".AgABAAEAAAD--DLA3VO7QrddgJg7WevrAgDs_wUA9P" + g.b64u(420)
}

// emlPlain is the SASL PLAIN initial response for user and password.
func emlPlain(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte("\x00" + user + "\x00" + pass))
}

// emlXOAuth2 is the SASL XOAUTH2 initial response for user and token.
func emlXOAuth2(user, tok string) string {
	return base64.StdEncoding.EncodeToString([]byte("user=" + user + "\x01auth=Bearer " + tok + "\x01\x01"))
}

// emlDKIMPub is a DKIM DNS TXT record value (a public key; benign).
func (g *G) emlDKIMPub() string {
	return "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 328) + "IDAQAB"
}

// emlQID is a Postfix short queue id (benign).
func (g *G) emlQID() string { return g.s(alHexU, 10) }

// emlLQID is a Postfix long queue id (benign).
func (g *G) emlLQID() string {
	return g.s(alDigit+"BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz", 12) + "z" + g.s(alAlnum, 4)
}

// emlMsgID is a Message-ID's local part (benign).
func (g *G) emlMsgID() string { return g.hex(16) + "." + g.digits(10) }

// emlCrypt is a SHA512-CRYPT password hash.
func (g *G) emlCrypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}

// emlSig is a DKIM or ARC b= value (benign).
func (g *G) emlSig() string { return wrap(g.b64(256), 70) }

// emlTS is a unix time for headers.
func (g *G) emlTS() string { return fmt.Sprintf("17%08d", g.r.IntN(100000000)) }

// ---- transactional ESPs ----

func (g *G) emlESP() {
	g.emlAdd("email/sendgrid-env-and-from", `
$ cat .env
# --- mail ---
MAIL_FROM="Acme Billing <billing@acme-corp.com>"
SENDGRID_API_KEY=«a»
SENDGRID_TEMPLATE_RECEIPT=d-«_t»
SENDGRID_ASM_GROUP_ID=21455
`, V{"a": g.sendgrid(), "_t": g.hex(32)}, "SENDGRID_ASM_GROUP_ID=21455", "billing@acme-corp.com")

	g.emlAdd("email/sendgrid-curl-mail-send", `
$ curl -i --request POST \
  --url https://api.sendgrid.com/v3/mail/send \
  --header 'Authorization: Bearer «a»' \
  --header 'Content-Type: application/json' \
  --data '{"personalizations":[{"to":[{"email":"qa@acme-corp.com"}]}],"from":{"email":"noreply@acme-corp.com"},"subject":"smoke test","content":[{"type":"text/plain","value":"hello"}]}'
HTTP/2 202
server: nginx
date: Tue, 14 May 2024 09:41:07 GMT
content-length: 0
x-message-id: «_mid»
access-control-allow-origin: https://sendgrid.api-docs.io
`, V{"a": g.sendgrid(), "_mid": g.b64u(22)}, "https://api.sendgrid.com/v3/mail/send", "qa@acme-corp.com")

	sgID := g.b64u(22)
	g.emlAdd("email/sendgrid-api-keys-create-response", `
$ curl -s -X POST https://api.sendgrid.com/v3/api_keys \
    -H "Authorization: Bearer $SG_ADMIN_KEY" -H 'Content-Type: application/json' \
    -d '{"name":"staging-mail-send","scopes":["mail.send"]}' | jq .
{
  "api_key": "«a»",
  "api_key_id": "«_id»",
  "name": "staging-mail-send",
  "scopes": [
    "mail.send",
    "sender_verification_eligible",
    "2fa_required"
  ]
}
`, V{"a": "SG." + sgID + "." + g.b64u(43), "_id": sgID}, "$SG_ADMIN_KEY", "staging-mail-send")

	g.emlAdd("email/sendgrid-python-client", `
import os
from sendgrid import SendGridAPIClient
from sendgrid.helpers.mail import Mail

# TODO move to env before merging
sg = SendGridAPIClient("«a»")

def send_invite(to_email: str, link: str) -> int:
    message = Mail(
        from_email="invites@fernwood.dev",
        to_emails=to_email,
        subject="You're invited to Fernwood",
        html_content=f'<a href="{link}">Accept invitation</a>',
    )
    message.template_id = "d-«_t»"
    resp = sg.send(message)
    return resp.status_code
`, V{"a": g.sendgrid(), "_t": g.hex(32)}, "invites@fernwood.dev", "SendGridAPIClient")

	g.emlAdd("email/sendgrid-node-set-api-key", `
// lib/mailer.ts
import sgMail from "@sendgrid/mail";

sgMail.setApiKey(process.env.SENDGRID_API_KEY ?? "«a»");
sgMail.setSubstitutionWrappers("{{", "}}");

export async function sendReset(to: string, url: string) {
  await sgMail.send({ to, from: "security@acme-corp.com", templateId: "d-«_t»", dynamicTemplateData: { url } });
}
`, V{"a": g.sendgrid(), "_t": g.hex(32)}, "process.env.SENDGRID_API_KEY", "security@acme-corp.com")

	g.emlAdd("email/sendgrid-event-webhook-public-key-benign", `
$ curl -s https://api.sendgrid.com/v3/user/webhooks/event/settings/signed -H "Authorization: Bearer $SENDGRID_API_KEY"
{"enabled":true,"public_key":"«_pk»"}
# app/config/sendgrid.yml
event_webhook:
  verify_signature: true
  public_key: "«_pk»"
  header_signature: X-Twilio-Email-Event-Webhook-Signature
  header_timestamp: X-Twilio-Email-Event-Webhook-Timestamp
`, V{"_pk": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + g.b64(64)[:88]}, "X-Twilio-Email-Event-Webhook-Signature", "$SENDGRID_API_KEY")

	g.emlAdd("email/mailgun-curl-messages", `
$ curl -s --user 'api:«a»' \
    https://api.eu.mailgun.net/v3/mg.fernwood.dev/messages \
    -F from='Fernwood <postmaster@mg.fernwood.dev>' \
    -F to=ops@fernwood.dev \
    -F subject='Hello from staging' \
    -F text='Testing some Mailgun awesomeness!'
{
  "id": "<«_mid»@mg.fernwood.dev>",
  "message": "Queued. Thank you."
}
`, V{"a": g.emlMG(), "_mid": g.digits(14) + "." + g.hex(16)}, "https://api.eu.mailgun.net/v3/mg.fernwood.dev/messages", "Queued. Thank you.")

	g.emlAdd("email/mailgun-legacy-key-php", `
<?php
require 'vendor/autoload.php';
use Mailgun\Mailgun;

$mg = Mailgun::create('«a»', 'https://api.mailgun.net');
$domain = 'mail.harborline.io';
$result = $mg->messages()->send($domain, [
    'from'    => 'Harborline <no-reply@mail.harborline.io>',
    'to'      => $customer->email,
    'subject' => 'Your order has shipped',
    'html'    => $html,
]);
error_log('mailgun id=' . $result->getId());
`, V{"a": g.mailgun()}, "mail.harborline.io", "Mailgun::create")

	g.emlAdd("email/mailgun-domain-sending-key-create", `
$ curl -s --user "api:$MAILGUN_API_KEY" -X POST https://api.mailgun.net/v1/keys \
    -F role=basic -F kind=domain -F domain_name=mg.harborline.io -F description='checkout service'
{
  "key": {
    "id": "«_kid»",
    "description": "checkout service",
    "kind": "domain",
    "role": "basic",
    "created_at": "2024-09-18T10:22:03Z",
    "domain_name": "mg.harborline.io",
    "requestor": "«_req»",
    "user_name": "dana@harborline.io",
    "secret": "«a»"
  },
  "message": "great success"
}
`, V{"_kid": g.hex(8) + "-" + g.hex(8), "_req": g.hex(24), "a": g.emlMG()}, "$MAILGUN_API_KEY", "great success", "kind=domain")

	g.emlAdd("email/mailgun-smtp-credentials-env", `
# config/mail.env (staging)
SMTP_HOST=smtp.mailgun.org
SMTP_PORT=587
SMTP_USER=postmaster@sandbox«_sb».mailgun.org
SMTP_PASS=«a»
MAILGUN_PUBLIC_KEY=pubkey-«_pub»
MAILGUN_WEBHOOK_SIGNING_KEY=«b»
`, V{"_sb": g.hex(32), "a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_pub": g.hex(32), "b": g.hex(32)}, "SMTP_HOST=smtp.mailgun.org")

	g.emlAdd("email/mailgun-node-client", `
const formData = require("form-data");
const Mailgun = require("mailgun.js");
const mailgun = new Mailgun(formData);
const mg = mailgun.client({
  username: "api",
  key: "«a»",
  url: "https://api.eu.mailgun.net",
});
mg.messages.create("mg.pinecrest.app", { from: "Pinecrest <hi@mg.pinecrest.app>", to: ["test@pinecrest.app"], subject: "ping", text: "pong" })
  .then(msg => console.log(msg)) // { id: '<«_mid»@mg.pinecrest.app>', message: 'Queued. Thank you.', status: 200 }
  .catch(err => console.error(err));
`, V{"a": g.emlMG(), "_mid": g.digits(14) + "." + g.hex(16)}, "mg.pinecrest.app", "https://api.eu.mailgun.net")

	g.emlAdd("email/postmark-curl-server-token", `
$ curl "https://api.postmarkapp.com/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Server-Token: «a»" \
  -d '{"From": "receipts@ledgerly.app","To": "qa+1@ledgerly.app","Subject": "Postmark test","TextBody": "Hello","MessageStream": "outbound"}'
{"To":"qa+1@ledgerly.app","SubmittedAt":"2024-07-02T11:04:19.6871653Z","MessageID":"«_mid»","ErrorCode":0,"Message":"OK"}
`, V{"a": g.uuid(), "_mid": g.uuid()}, "X-Postmark-Server-Token", "receipts@ledgerly.app", `"MessageStream": "outbound"`)

	g.emlAdd("email/postmark-rails-config", `
# config/environments/production.rb
Rails.application.configure do
  config.action_mailer.delivery_method = :postmark
  config.action_mailer.postmark_settings = {
    api_token: "«a»",
    message_stream: "outbound"
  }
  config.action_mailer.default_url_options = { host: "app.ledgerly.app", protocol: "https" }
end
`, V{"a": g.uuid()}, "config.action_mailer.delivery_method = :postmark", "app.ledgerly.app")

	g.emlAdd("email/postmark-account-token-and-test-token", `
# .envrc
export POSTMARK_API_TEST=POSTMARK_API_TEST
export POSTMARK_SERVER_TOKEN=«a»
export POSTMARK_ACCOUNT_TOKEN=«b»
export POSTMARK_SENDER_SIGNATURE_ID=«_sid»
`, V{"a": g.uuid(), "b": g.uuid(), "_sid": g.digits(7)}, "POSTMARK_API_TEST=POSTMARK_API_TEST")

	pmTok := g.uuid()
	g.emlAdd("email/postmark-smtp-token-as-user-and-pass", `
# /etc/msmtprc on the backup box, Postmark SMTP: the server token is both the user name and the password
account postmark
host smtp.postmarkapp.com
port 587
tls on
tls_starttls on
auth on
user «a»
password «a»
from backups@ledgerly.app
account default : postmark
`, V{"a": pmTok}, "smtp.postmarkapp.com", "backups@ledgerly.app")

	g.emlAdd("email/sparkpost-curl-transmissions", `
$ curl -s -X POST https://api.eu.sparkpost.com/api/v1/transmissions \
   -H "Authorization: «a»" \
   -H "Content-Type: application/json" \
   -d '{"options":{"sandbox":false},"content":{"from":"alerts@mail.quarry.io","subject":"Disk 91%","text":"db-2 /var at 91%"},"recipients":[{"address":"oncall@quarry.io"}]}'
{"results":{"total_rejected_recipients":0,"total_accepted_recipients":1,"id":"«_id»"}}
`, V{"a": g.hex(40), "_id": g.digits(17)}, "https://api.eu.sparkpost.com/api/v1/transmissions", "oncall@quarry.io")

	g.emlAdd("email/sparkpost-smtp-injection", `
# postfix relay through SparkPost (the SMTP password is an API key with "Send via SMTP")
$ sudo cat /etc/postfix/sasl_passwd
[smtp.sparkpostmail.com]:587 SMTP_Injection:«a»
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix
`, V{"a": g.hex(40)}, "[smtp.sparkpostmail.com]:587", "SMTP_Injection")

	g.emlAdd("email/brevo-curl-smtp-email", `
$ curl --request POST \
  --url https://api.brevo.com/v3/smtp/email \
  --header 'accept: application/json' \
  --header 'api-key:«a»' \
  --header 'content-type: application/json' \
  --data '{"sender":{"name":"Mona","email":"mona@atelier-lune.fr"},"to":[{"email":"test@atelier-lune.fr"}],"subject":"Test Brevo","htmlContent":"<p>Bonjour</p>"}'
{"messageId":"<«_mid»@smtp-relay.mailin.fr>"}
`, V{"a": g.emlBrevo(), "_mid": g.digits(12) + "." + g.digits(8)}, "https://api.brevo.com/v3/smtp/email", "mona@atelier-lune.fr")

	g.emlAdd("email/brevo-smtp-key-laravel-env", `
MAIL_MAILER=smtp
MAIL_HOST=smtp-relay.brevo.com
MAIL_PORT=587
MAIL_USERNAME=«_login»@smtp-brevo.com
MAIL_PASSWORD=«a»
MAIL_ENCRYPTION=tls
MAIL_FROM_ADDRESS="contact@atelier-lune.fr"
BREVO_API_KEY=«b»
`, V{"_login": g.hex(6) + "001", "a": g.emlBrevoSMTP(), "b": g.emlBrevo()}, "MAIL_HOST=smtp-relay.brevo.com", "contact@atelier-lune.fr")

	g.emlAdd("email/sendinblue-legacy-python", `
import sib_api_v3_sdk
from sib_api_v3_sdk.rest import ApiException

configuration = sib_api_v3_sdk.Configuration()
configuration.api_key['api-key'] = '«a»'
api = sib_api_v3_sdk.TransactionalEmailsApi(sib_api_v3_sdk.ApiClient(configuration))
email = sib_api_v3_sdk.SendSmtpEmail(to=[{"email": "ops@kestrel.dev"}], template_id=12, params={"name": "Ops"})
try:
    print(api.send_transac_email(email))
except ApiException as e:
    print("Exception when calling TransactionalEmailsApi->send_transac_email: %s\n" % e)
`, V{"a": g.emlBrevo()}, "sib_api_v3_sdk", "ops@kestrel.dev")

	mjKey := g.hex(32)
	g.emlAdd("email/mailjet-curl-send-v31", `
$ curl -s -X POST --user "«_k»:«a»" https://api.mailjet.com/v3.1/send \
  -H 'Content-Type: application/json' \
  -d '{"Messages":[{"From":{"Email":"hello@verdant.garden","Name":"Verdant"},"To":[{"Email":"qa@verdant.garden"}],"Subject":"test","TextPart":"hi"}]}'
{"Messages":[{"Status":"success","CustomID":"","To":[{"Email":"qa@verdant.garden","MessageUUID":"«_u»","MessageID":«_id»,"MessageHref":"https://api.mailjet.com/v3/REST/message/«_id»"}],"Cc":[],"Bcc":[]}]}
`, V{"_k": mjKey, "a": g.hex(32), "_u": g.uuid(), "_id": g.digits(17)}, "https://api.mailjet.com/v3.1/send", "hello@verdant.garden")

	g.emlAdd("email/mailjet-env-public-private", `
MJ_APIKEY_PUBLIC=«=k»
MJ_APIKEY_PRIVATE=«a»
MJ_SENDER=hello@verdant.garden
MJ_SMTP_HOST=in-v3.mailjet.com
`, V{"=k": g.hex(32), "a": g.hex(32)}, "MJ_SENDER=hello@verdant.garden", "in-v3.mailjet.com")

	g.emlAdd("email/ses-smtp-password-derive-script", `
$ aws iam create-access-key --user-name ses-smtp-user.20240611-1012
{
    "AccessKey": {
        "UserName": "ses-smtp-user.20240611-1012",
        "AccessKeyId": "«a»",
        "Status": "Active",
        "SecretAccessKey": "«b»",
        "CreateDate": "2024-06-11T10:12:44+00:00"
    }
}
$ python3 smtp_credentials_generate.py "«b»" eu-west-1
«c»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.emlSES()}, "smtp_credentials_generate.py", "ses-smtp-user.20240611-1012")

	g.emlAdd("email/ses-terraform-output-smtp-password", `
$ terraform output -json ses_smtp | jq .
{
  "endpoint": "email-smtp.us-east-1.amazonaws.com",
  "port": 587,
  "username": "«a»",
  "password": "«b»"
}
# modules/ses/outputs.tf
output "ses_smtp" {
  value = {
    endpoint = "email-smtp.${var.region}.amazonaws.com"
    port     = 587
    username = aws_iam_access_key.smtp.id
    password = aws_iam_access_key.smtp.ses_smtp_password_v4
  }
  sensitive = true
}
`, V{"a": g.awsID(), "b": g.emlSES()}, "aws_iam_access_key.smtp.ses_smtp_password_v4", "email-smtp.us-east-1.amazonaws.com")

	g.emlAdd("email/ses-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: ses-smtp
  namespace: notifications
type: Opaque
stringData:
  SMTP_HOST: email-smtp.eu-central-1.amazonaws.com
  SMTP_USERNAME: «a»
  SMTP_PASSWORD: «b»
  SES_CONFIGURATION_SET: notifications-prod
`, V{"a": g.awsID(), "b": g.emlSES()}, "SES_CONFIGURATION_SET: notifications-prod", "email-smtp.eu-central-1.amazonaws.com")

	g.emlAdd("email/ses-cli-send-email-benign-ids", `
$ aws sesv2 send-email --from-email-address noreply@quarry.io \
    --destination ToAddresses=oncall@quarry.io \
    --content 'Simple={Subject={Data=test},Body={Text={Data=hello}}}' \
    --configuration-set-name transactional
{
    "MessageId": "«_mid»"
}
$ aws sesv2 get-email-identity --email-identity quarry.io --query 'DkimAttributes.Tokens'
[
    "«_t1»",
    "«_t2»",
    "«_t3»"
]
`, V{"_mid": "0102" + g.hex(16) + "-" + g.uuid() + "-000000", "_t1": g.s(alLowNum, 32), "_t2": g.s(alLowNum, 32), "_t3": g.s(alLowNum, 32)}, "--configuration-set-name transactional")

	g.emlAdd("email/resend-nextjs-route", `
// app/api/send/route.ts
import { Resend } from "resend";
import { WelcomeEmail } from "@/emails/welcome";

const resend = new Resend("«a»");

export async function POST(req: Request) {
  const { email, name } = await req.json();
  const { data, error } = await resend.emails.send({
    from: "Tidewater <onboarding@tidewater.so>",
    to: [email],
    subject: "Welcome aboard",
    react: WelcomeEmail({ name }),
  });
  if (error) return Response.json({ error }, { status: 500 });
  return Response.json(data); // { id: "«_id»" }
}
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "_id": g.uuid()}, "onboarding@tidewater.so", "WelcomeEmail")

	g.emlAdd("email/resend-vercel-env-add", `
$ vercel env add RESEND_API_KEY production
? What's the value of RESEND_API_KEY? «a»
✅  Added Environment Variable RESEND_API_KEY to Project tidewater-web [312ms]
$ vercel env ls production | grep -i resend
 RESEND_API_KEY        Encrypted           Production          2m ago
`, V{"a": "re_" + g.an(8) + "_" + g.an(24)}, "tidewater-web", "Encrypted")
}

func (g *G) emlESP2() {
	g.emlAdd("email/loops-curl-transactional", `
$ curl -s https://app.loops.so/api/v1/transactional \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"transactionalId":"«_tid»","email":"dev@brightpath.ai","dataVariables":{"loginUrl":"https://brightpath.ai/login"}}'
{"success":true}
`, V{"a": g.hex(32), "_tid": g.s(alLowNum, 25)}, "https://app.loops.so/api/v1/transactional", "dev@brightpath.ai")

	g.emlAdd("email/plunk-secret-vs-public-key", `
# .env.local
NEXT_PUBLIC_PLUNK_PUBLIC_KEY=pk_«_pk»
PLUNK_SECRET_KEY=sk_«a»
PLUNK_API=https://api.useplunk.com/v1
`, V{"_pk": g.hex(64), "a": g.hex(64)}, "PLUNK_API=https://api.useplunk.com/v1")

	g.emlAdd("email/mailersend-sdk-and-smtp", `
// scripts/send-test.mjs
import { MailerSend, EmailParams, Sender, Recipient } from "mailersend";

const mailerSend = new MailerSend({ apiKey: "«a»" });
const sentFrom = new Sender("info@trial-«_d».mlsender.net", "Ridgeway");
const params = new EmailParams().setFrom(sentFrom).setTo([new Recipient("qa@ridgeway.app", "QA")]).setSubject("Hi").setText("plain");
await mailerSend.email.send(params);

// fallback SMTP (Domains → SMTP users)
// host smtp.mailersend.net:587 user MS_«_u»@trial-«_d».mlsender.net pass «b»
`, V{"a": "mlsn." + g.hex(64), "_d": g.s(alLowNum, 14), "_u": g.an(6), "b": "mssp." + g.an(7) + "." + g.an(36)}, "smtp.mailersend.net:587", "qa@ridgeway.app")

	g.emlAdd("email/mailtrap-sandbox-smtp-django", `
# settings/dev.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "sandbox.smtp.mailtrap.io"
EMAIL_HOST_USER = "«_u»"
EMAIL_HOST_PASSWORD = "«a»"
EMAIL_PORT = 2525
MAILTRAP_API_TOKEN = "«b»"
MAILTRAP_INBOX_ID = «_inbox»
`, V{"_u": g.hex(14), "a": g.hex(14), "b": g.hex(32), "_inbox": g.digits(7)}, "sandbox.smtp.mailtrap.io", "EMAIL_PORT = 2525")

	g.emlAdd("email/smtp2go-api-json-key", `
$ curl -s https://api.smtp2go.com/v3/email/send -H 'Content-Type: application/json' -d @- <<'JSON'
{
  "api_key": "«a»",
  "to": ["<ops@larchmont.net>"],
  "sender": "alerts@larchmont.net",
  "subject": "UPS on battery",
  "text_body": "ups-1 on battery since 02:14"
}
JSON
{"request_id": "«_r»", "data": {"succeeded": 1, "failed": 0, "failures": [], "email_id": "«_e»"}}
`, V{"a": "api-" + g.s(alHexU, 32), "_r": g.uuid(), "_e": g.an(6) + "-" + g.an(6) + "-" + g.an(2)}, "https://api.smtp2go.com/v3/email/send", "alerts@larchmont.net")

	g.emlAdd("email/mandrill-ruby-key", `
require "mandrill"

mandrill = Mandrill::API.new("«a»")
result = mandrill.messages.send_template(
  "order-confirmation", [],
  { "to" => [{ "email" => order.email }], "merge_vars" => [], "subaccount" => "shop-eu" }
)
Rails.logger.info("mandrill: #{result.first['_id']} #{result.first['status']}")
`, V{"a": "md-" + g.b64u(22)}, "order-confirmation", "subaccount")

	g.emlAdd("email/zeptomail-authorization-header", `
$ curl "https://api.zeptomail.eu/v1.1/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "Authorization: Zoho-enczapikey «a»" \
  -d '{"from":{"address":"noreply@saffron.in"},"to":[{"email_address":{"address":"qa@saffron.in","name":"QA"}}],"subject":"Test","htmlbody":"<b>ok</b>"}'
{"data":[{"code":"EM_104","additional_info":[],"message":"Email request received"}],"message":"OK","request_id":"«_r»","object":"email"}
`, V{"a": "wSsVR61" + g.s(alB64, 142) + "==", "_r": g.hex(8) + "-" + g.hex(4)}, "https://api.zeptomail.eu/v1.1/email", "noreply@saffron.in")

	g.emlAdd("email/elasticemail-env", `
ELASTICEMAIL_API_KEY=«a»
ELASTICEMAIL_SMTP_SERVER=smtp.elasticemail.com:2525
ELASTICEMAIL_SMTP_USER=newsletter@cobaltbay.com
ELASTICEMAIL_SMTP_PASS=«b»
`, V{"a": g.s(alHexU, 96), "b": g.s(alHexU, 36)}, "smtp.elasticemail.com:2525", "newsletter@cobaltbay.com")

	g.emlAdd("email/azure-communication-services-connection-string", `
$ az communication list-key --name acs-notify-prod --resource-group rg-notify
{
  "primaryConnectionString": "endpoint=https://acs-notify-prod.europe.communication.azure.com/;accesskey=«a»",
  "primaryKey": "«a»",
  "secondaryConnectionString": "endpoint=https://acs-notify-prod.europe.communication.azure.com/;accesskey=«b»",
  "secondaryKey": "«b»"
}
`, V{"a": g.s(alAlnum, 84), "b": g.s(alAlnum, 84)}, "acs-notify-prod.europe.communication.azure.com", "rg-notify")

	g.emlAdd("email/scaleway-tem-smtp", `
# Scaleway Transactional Email: user = project id, password = IAM secret key
$ swaks --to qa@lumen.fr --from noreply@lumen.fr --server smtp.tem.scaleway.com:2587 --tls \
    --auth-user «_proj» --auth-password «a» --header 'Subject: tem test'
`, V{"_proj": g.uuid(), "a": g.uuid()}, "smtp.tem.scaleway.com:2587", "qa@lumen.fr")

	g.emlAdd("email/resend-webhook-svix-secret", `
// app/api/webhooks/resend/route.ts
import { Webhook } from "svix";

const wh = new Webhook("«a»");

export async function POST(req: Request) {
  const payload = await req.text();
  const headers = Object.fromEntries(req.headers);
  const evt = wh.verify(payload, headers) as { type: string; data: { email_id: string } };
  if (evt.type === "email.bounced") await markBounced(evt.data.email_id);
  return new Response(null, { status: 204 });
}
`, V{"a": "whsec_" + g.b64(24)}, "email.bounced", "svix")

	g.emlAdd("email/postmark-cli-servers-list", `
$ postmark servers list --accountToken «a» --json | jq '.[] | {ID, Name, ApiTokens}'
{
  "ID": «_id»,
  "Name": "ledgerly-production",
  "ApiTokens": [
    "«b»"
  ]
}
{
  "ID": «_id2»,
  "Name": "ledgerly-staging",
  "ApiTokens": [
    "«c»"
  ]
}
`, V{"a": g.uuid(), "_id": g.digits(8), "b": g.uuid(), "_id2": g.digits(8), "c": g.uuid()}, "ledgerly-production", "ledgerly-staging")

	g.emlAdd("email/sendgrid-docker-compose-env", `
services:
  worker:
    image: ghcr.io/kestrel/worker:2.3.1
    environment:
      - QUEUE=mail
      - EMAIL_BACKEND=sendgrid
      - SENDGRID_API_KEY=«a»
      - SENDGRID_SANDBOX_MODE=false
      - SENTRY_ENVIRONMENT=staging
`, V{"a": g.sendgrid()}, "ghcr.io/kestrel/worker:2.3.1", "SENDGRID_SANDBOX_MODE=false")

	g.emlAdd("email/sendgrid-gh-secret-set", `
$ gh secret set SENDGRID_API_KEY --repo kestrel/worker --body "«a»"
✓ Set Actions secret SENDGRID_API_KEY for kestrel/worker
$ gh secret list --repo kestrel/worker
NAME              UPDATED
SENDGRID_API_KEY  less than a minute ago
SENTRY_DSN        about 3 months ago
`, V{"a": g.sendgrid()}, "kestrel/worker", "SENTRY_DSN")

	g.emlAdd("email/mailgun-python-requests", `
import requests

MAILGUN_DOMAIN = "mg.brightpath.ai"
MAILGUN_KEY = "«a»"

def send_simple_message(to, subject, text):
    return requests.post(
        f"https://api.mailgun.net/v3/{MAILGUN_DOMAIN}/messages",
        auth=("api", MAILGUN_KEY),
        data={"from": f"BrightPath <mailgun@{MAILGUN_DOMAIN}>", "to": [to], "subject": subject, "text": text},
        timeout=10,
    )
`, V{"a": g.emlMG()}, "mg.brightpath.ai", `auth=("api", MAILGUN_KEY)`)
}

// ---- marketing and lifecycle tools ----

func (g *G) emlMarketing() {
	g.emlAdd("email/mailchimp-curl-lists-members", `
$ curl -s -X POST "https://us21.api.mailchimp.com/3.0/lists/«_list»/members" \
    --user "anystring:«a»" \
    -d '{"email_address":"beta@fernwood.dev","status":"subscribed","tags":["beta"]}' | jq '{id, email_address, status, unique_email_id}'
{
  "id": "«_id»",
  "email_address": "beta@fernwood.dev",
  "status": "subscribed",
  "unique_email_id": "«_ue»"
}
`, V{"_list": g.hex(10), "a": g.hex(32) + "-us21", "_id": g.hex(32), "_ue": g.hex(10)}, "https://us21.api.mailchimp.com/3.0/lists/", "beta@fernwood.dev")

	g.emlAdd("email/mailchimp-python-marketing-client", `
import mailchimp_marketing as MailchimpMarketing
from mailchimp_marketing.api_client import ApiClientError

client = MailchimpMarketing.Client()
client.set_config({
    "api_key": "«a»",
    "server": "«_dc»",
})
try:
    print(client.ping.get())  # {'health_status': "Everything's Chimpy!"}
except ApiClientError as error:
    print("Error: {}".format(error.text))
`, V{"a": g.mailchimp(), "_dc": g.pick("us6", "us14", "us19")}, "Everything's Chimpy!", "mailchimp_marketing")

	g.emlAdd("email/mailchimp-wordpress-option-row", `
mysql> SELECT option_name, option_value FROM wp_options WHERE option_name LIKE 'mc4wp%';
+----------------------+--------------------------------------------------------------------------------------------+
| option_name          | option_value                                                                               |
+----------------------+--------------------------------------------------------------------------------------------+
| mc4wp                | a:3:{s:7:"api_key";s:«=n»:"«a»";s:15:"allow_usage_tracking";i:0;s:15:"debug_log_level";s:7:"warning";} |
| mc4wp_flash_messages | a:0:{}                                                                                     |
+----------------------+--------------------------------------------------------------------------------------------+
2 rows in set (0.00 sec)
`, V{"=n": "37", "a": g.hex(32) + "-us14"}, "mc4wp_flash_messages", "allow_usage_tracking")

	g.emlAdd("email/mailchimp-audience-ids-benign", `
$ curl -s "https://us19.api.mailchimp.com/3.0/lists?fields=lists.id,lists.name,lists.web_id,lists.stats.member_count" --user "x:$MAILCHIMP_API_KEY" | jq -c '.lists[]'
{"id":"«_a»","web_id":«_w1»,"name":"Newsletter","stats":{"member_count":18342}}
{"id":"«_b»","web_id":«_w2»,"name":"Beta testers","stats":{"member_count":412}}
<!-- embedded signup form -->
<form action="https://fernwood.us19.list-manage.com/subscribe/post?u=«_u»&amp;id=«_a»&amp;f_id=«_f»" method="post">
`, V{"_a": g.hex(10), "_w1": g.digits(6), "_b": g.hex(10), "_w2": g.digits(6), "_u": g.hex(25), "_f": g.hex(12)}, "$MAILCHIMP_API_KEY", "list-manage.com/subscribe/post")

	g.emlAdd("email/klaviyo-private-key-vs-site-id", `
<!-- templates/base.html -->
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=«_site»"></script>

# server/klaviyo.py
KLAVIYO_PUBLIC_KEY = "«_site»"          # safe in the browser
KLAVIYO_PRIVATE_KEY = "«a»"
headers = {
    "Authorization": f"Klaviyo-API-Key {KLAVIYO_PRIVATE_KEY}",
    "revision": "2024-10-15",
    "accept": "application/vnd.api+json",
}
`, V{"_site": g.an(6), "a": "pk_" + g.hex(34)}, "static.klaviyo.com/onsite/js/klaviyo.js", `"revision": "2024-10-15"`)

	g.emlAdd("email/klaviyo-curl-profiles", `
$ curl -s --request GET \
     --url 'https://a.klaviyo.com/api/profiles/?page[size]=1' \
     --header 'Authorization: Klaviyo-API-Key «a»' \
     --header 'accept: application/vnd.api+json' \
     --header 'revision: 2024-10-15' | jq '.data[0] | {type, id}'
{
  "type": "profile",
  "id": "«_id»"
}
`, V{"a": "pk_" + g.hex(34), "_id": "01" + g.s(alUpNum, 24)}, "https://a.klaviyo.com/api/profiles/", "application/vnd.api+json")

	g.emlAdd("email/convertkit-v3-secret-query", `
$ curl -s "https://api.convertkit.com/v3/subscribers?api_secret=«a»&email_address=mona@atelier-lune.fr" | jq '.subscribers[0] | {id, state}'
{
  "id": «_id»,
  "state": "active"
}
# the public api_key («_k») only works for form subscribes
`, V{"a": g.b64u(43), "_id": g.digits(10), "_k": g.b64u(22)}, "https://api.convertkit.com/v3/subscribers", "mona@atelier-lune.fr")

	g.emlAdd("email/kit-v4-api-key-header", `
$ http GET https://api.kit.com/v4/broadcasts X-Kit-Api-Key:«a» per_page==2
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{
    "broadcasts": [
        {"id": «_id», "subject": "June update", "published_at": "2024-06-03T13:00:00Z"}
    ],
    "pagination": {"has_next_page": true, "end_cursor": "«_cur»"}
}
`, V{"a": "kit_" + g.hex(32), "_id": g.digits(8), "_cur": g.b64(18)}, "https://api.kit.com/v4/broadcasts", "June update")

	g.emlAdd("email/customerio-track-and-app-keys", `
# config/customerio.yml
production:
  site_id: «_site»
  track_api_key: «a»
  app_api_key: «b»
  region: eu
# the JS snippet only carries the site id:
#   <script>... t.setAttribute('data-site-id', '«_site»'); ...</script>
`, V{"_site": g.hex(20), "a": g.hex(20), "b": g.hex(32)}, "region: eu", "data-site-id")

	cioSite := g.hex(20)
	g.emlAdd("email/customerio-curl-identify-basic", `
$ curl -i https://track-eu.customer.io/api/v1/customers/u_1842 \
   -X PUT \
   -u «_site»:«a» \
   -d email=sam@tidewater.so \
   -d created_at=1718000000
HTTP/1.1 200 OK
`, V{"_site": cioSite, "a": g.hex(20)}, "https://track-eu.customer.io/api/v1/customers/u_1842", "sam@tidewater.so")

	g.emlAdd("email/iterable-api-key-node", `
// services/iterable.js
const axios = require("axios");

const iterable = axios.create({
  baseURL: "https://api.iterable.com/api",
  headers: { "Api-Key": "«a»", "Content-Type": "application/json" },
});

module.exports.trackPurchase = (email, items, total) =>
  iterable.post("/commerce/trackPurchase", { user: { email }, items, total });
`, V{"a": g.hex(32)}, "https://api.iterable.com/api", "/commerce/trackPurchase")

	g.emlAdd("email/hubspot-private-app-token-transactional", `
$ curl --request POST \
  --url https://api.hubapi.com/marketing/v3/transactional/single-email/send \
  --header 'authorization: Bearer «a»' \
  --header 'content-type: application/json' \
  --data '{"emailId": «_eid», "message": {"to": "qa@ridgeway.app"}, "contactProperties": {"firstname": "QA"}}'
{"status":"PENDING","requestedAt":"2024-08-21T08:12:40.551Z","statusId":"«_sid»"}
`, V{"a": g.hubspot(), "_eid": g.digits(11), "_sid": g.uuid()}, "/marketing/v3/transactional/single-email/send", "qa@ridgeway.app")

	g.emlAdd("email/hubspot-legacy-hapikey-in-url", `
2024-03-02 10:11:54,120 WARNING requests GET https://api.hubapi.com/contacts/v1/lists/all/contacts/all?hapikey=«a»&count=100 -> 401
2024-03-02 10:11:54,121 ERROR sync_contacts: hapikey auth was sunset on 2022-11-30; migrate to a private app token (portal «_portal»)
`, V{"a": g.uuid(), "_portal": g.digits(8)}, "sync_contacts", "hapikey auth was sunset")

	g.emlAdd("email/activecampaign-api-token", `
$ curl -s -H "Api-Token: «a»" "https://kestrel.api-us1.com/api/3/contacts?email=ops@kestrel.dev" | jq '.contacts[0].id'
"«_id»"
`, V{"a": g.hex(72), "_id": g.digits(4)}, "https://kestrel.api-us1.com/api/3/contacts", "ops@kestrel.dev")

	g.emlAdd("email/sendy-config-and-api", `
<?php
	//----------------------------------------------------------------------------------//
	//                               COMPULSORY SETTINGS
	//----------------------------------------------------------------------------------//

	/*  Set the URL to your Sendy installation (without the trailing slash) */
	define('APP_PATH', 'https://news.cobaltbay.com');

	/*  MySQL database connection credentials (please place values between the apostrophes) */
	$dbHost = 'localhost'; //MySQL Hostname
	$dbUser = 'sendy'; //MySQL Username
	$dbPass = '«a»'; //MySQL Password
	$dbName = 'sendy'; //MySQL Database Name
// curl -d "api_key=«b»&list=«_list»&email=test@cobaltbay.com" https://news.cobaltbay.com/subscribe
`, V{"a": g.pw(), "b": g.an(20), "_list": g.an(22)}, "https://news.cobaltbay.com", "COMPULSORY SETTINGS")

	g.emlAdd("email/listmonk-config-toml", `
[app]
address = "0.0.0.0:9000"
admin_username = "listmonk"
admin_password = "«a»"

# Database.
[db]
host = "db"
port = 5432
user = "listmonk"
password = "«b»"
database = "listmonk"
ssl_mode = "disable"
max_open = 25
`, V{"a": g.pwStrong(), "b": g.pwURL()}, `address = "0.0.0.0:9000"`, `ssl_mode = "disable"`)

	g.emlAdd("email/listmonk-api-user-token", `
$ curl -s -u "api_ci:«a»" "https://lists.verdant.garden/api/subscribers?per_page=1" | jq '.data.results[0] | {id, uuid, email, status}'
{
  "id": 4812,
  "uuid": "«_u»",
  "email": "reader@verdant.garden",
  "status": "enabled"
}
`, V{"a": g.an(32), "_u": g.uuid()}, "https://lists.verdant.garden/api/subscribers", "reader@verdant.garden")

	g.emlAdd("email/listmonk-smtp-settings-json", `
$ jq '.smtp[0]' ops/listmonk-settings.json   # the body we PUT to /api/settings
{
  "uuid": "«_u»",
  "enabled": true,
  "host": "email-smtp.eu-west-1.amazonaws.com",
  "hello_hostname": "",
  "port": 587,
  "auth_protocol": "login",
  "username": "«u»",
  "password": "«a»",
  "email_headers": [],
  "max_conns": 10,
  "tls_type": "STARTTLS",
  "tls_skip_verify": false
}
`, V{"_u": g.uuid(), "u": g.awsID(), "a": g.emlSES()}, "ops/listmonk-settings.json", `"auth_protocol": "login"`)
}

// ---- self-hosted mail servers ----

func (g *G) emlServer() {
	g.emlAdd("email/postfix-sasl-passwd-sendgrid", `
$ sudo cat /etc/postfix/sasl_passwd
# relay host                  user:password
[smtp.sendgrid.net]:587       apikey:«a»
$ sudo postconf -n | grep -E 'relayhost|smtp_sasl'
relayhost = [smtp.sendgrid.net]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_sasl_tls_security_options = noanonymous
`, V{"a": g.sendgrid()}, "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd", "relayhost = [smtp.sendgrid.net]:587")

	g.emlAdd("email/postfix-sasl-passwd-gmail-app-password", `
# /etc/postfix/sasl_passwd  (chmod 600, then postmap)
[smtp.gmail.com]:587    nas.alerts.larchmont@gmail.com:«a»
`, V{"a": g.s(alLower, 16)}, "[smtp.gmail.com]:587", "nas.alerts.larchmont@gmail.com")

	g.emlAdd("email/postfix-sasl-passwd-sender-dependent", `
$ sudo tail -n +1 /etc/postfix/sasl_passwd /etc/postfix/sender_relay
==> /etc/postfix/sasl_passwd <==
@quarry.io              «_u1»:«a»
@mail.harborline.io     postmaster@mg.harborline.io:«b»
[smtp.office365.com]:587 scanner@larchmont.net:«c»

==> /etc/postfix/sender_relay <==
@quarry.io              [email-smtp.us-east-1.amazonaws.com]:587
@mail.harborline.io     [smtp.eu.mailgun.org]:587
`, V{"_u1": "AKIA" + g.s(alAWS, 16), "a": g.emlSES(), "b": g.emlMG(), "c": g.pw()}, "smtp.eu.mailgun.org", "scanner@larchmont.net")

	g.emlAdd("email/postfix-maillog-queue-ids-benign", `
$ sudo journalctl -u postfix --since '10 min ago' | tail -6
Jun 11 09:14:02 mx1 postfix/smtpd[21877]: «_q1»: client=mail-wr1-f54.google.com[209.85.221.54]
Jun 11 09:14:02 mx1 postfix/cleanup[21880]: «_q1»: message-id=<CAF«_m»@mail.gmail.com>
Jun 11 09:14:03 mx1 postfix/qmgr[1021]: «_q1»: from=<dana@gmail.com>, size=4412, nrcpt=1 (queue active)
Jun 11 09:14:03 mx1 postfix/lmtp[21881]: «_q1»: to=<dana@fernwood.dev>, relay=mail.fernwood.dev[private/dovecot-lmtp], delay=0.6, status=sent (250 2.0.0 <dana@fernwood.dev> «_lm» Saved)
Jun 11 09:14:03 mx1 postfix/qmgr[1021]: «_q1»: removed
Jun 11 09:14:09 mx1 postfix/smtp[21890]: «_q2»: to=<ops@quarry.io>, relay=email-smtp.us-east-1.amazonaws.com[52.2.18.140]:587, status=sent (250 Ok «_ses»)
`, V{"_q1": g.emlLQID(), "_m": g.b64u(40), "_lm": g.b64(16)[:22], "_q2": g.emlLQID(), "_ses": "0100" + g.hex(16) + "-" + g.uuid() + "-000000"}, "private/dovecot-lmtp", "mail-wr1-f54.google.com")

	g.emlAdd("email/postfix-sasl-auth-failed-log", `
Jun 12 03:22:51 mx1 postfix/smtpd[30112]: warning: unknown[45.155.205.«=o»]: SASL LOGIN authentication failed: UGFzc3dvcmQ6
Jun 12 03:22:53 mx1 postfix/smtpd[30112]: warning: unknown[45.155.205.«=o»]: SASL PLAIN authentication failed:
Jun 12 03:22:58 mx1 postfix/smtpd[30115]: warning: unknown[80.94.95.«=o2»]: SASL LOGIN authentication failed: authentication failure, sasl_username=info@fernwood.dev
$ sudo fail2ban-client status postfix-sasl
Status for the jail: postfix-sasl
|- Filter
|  |- Currently failed: 3
`, V{"=o": g.digits(2), "=o2": g.digits(2)}, "UGFzc3dvcmQ6", "sasl_username=info@fernwood.dev", "postfix-sasl")

	g.emlAdd("email/postfix-postqueue-p-benign", `
$ mailq
-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
«_q1»*    3121 Wed Jun 12 08:01:44  billing@harborline.io
                                         customer.«=n»@yahoo.com

«_q2»     1870 Wed Jun 12 07:58:12  MAILER-DAEMON
(connect to mx.old-domain.example[203.0.113.9]:25: Connection timed out)
                                         bounce@harborline.io

-- 5 Kbytes in 2 Requests.
`, V{"_q1": g.emlQID(), "=n": g.digits(4), "_q2": g.emlQID()}, "MAILER-DAEMON", "mx.old-domain.example")

	g.emlAdd("email/dovecot-passwd-file-hashes", `
$ sudo cat /etc/dovecot/users
dana@fernwood.dev:{SHA512-CRYPT}«a»:5000:5000::/var/vmail/fernwood.dev/dana::userdb_quota_rule=*:storage=5G
ops@fernwood.dev:{BLF-CRYPT}«b»:5000:5000::/var/vmail/fernwood.dev/ops::
$ grep -A3 '^passdb' /etc/dovecot/conf.d/auth-passwdfile.conf.ext
passdb {
  driver = passwd-file
  args = scheme=CRYPT username_format=%u /etc/dovecot/users
}
`, V{"a": g.emlCrypt(), "b": g.bcrypt()}, "/var/vmail/fernwood.dev/dana", "driver = passwd-file")

	g.emlAdd("email/dovecot-doveadm-pw", `
$ doveadm pw -s ARGON2ID
Enter new password:
Retype new password:
{ARGON2ID}$argon2id$v=19$m=65536,t=3,p=1$«a»
$ doveadm auth test ops@fernwood.dev '«b»'
passdb: ops@fernwood.dev auth succeeded
extra fields:
  user=ops@fernwood.dev
`, V{"a": g.b64(16)[:22] + "$" + g.b64(32)[:43], "b": g.pw()}, "passdb: ops@fernwood.dev auth succeeded", "doveadm pw -s ARGON2ID")

	g.emlAdd("email/dovecot-sql-conf", `
# /etc/dovecot/dovecot-sql.conf.ext
driver = mysql
connect = host=127.0.0.1 dbname=mailserver user=mailuser password=«a»
default_pass_scheme = SHA512-CRYPT
password_query = SELECT email as user, password FROM virtual_users WHERE email='%u';
user_query = SELECT '/var/vmail/%d/%n' as home, 5000 AS uid, 5000 AS gid FROM virtual_users WHERE email='%u';
`, V{"a": g.pwURL()}, "dbname=mailserver user=mailuser", "default_pass_scheme = SHA512-CRYPT")

	g.emlAdd("email/postfix-mysql-virtual-maps", `
$ sudo cat /etc/postfix/mysql-virtual-mailbox-maps.cf
user = mailuser
password = «a»
hosts = 127.0.0.1
dbname = mailserver
query = SELECT 1 FROM virtual_users WHERE email='%s'
`, V{"a": g.pwStrong()}, "/etc/postfix/mysql-virtual-mailbox-maps.cf", "dbname = mailserver")

	g.emlAdd("email/exim4-passwd-client", `
$ sudo cat /etc/exim4/passwd.client
# password file used when the local exim is authenticating to a remote
# host as a client.
#
# see exim4_passwd_client(5) for more documentation
#
# Example:
### target.mail.server.example:login:password
*.google.com:monitor.larchmont@gmail.com:«a»
smtp.fastmail.com:ops@larchmont.net:«b»
$ sudo update-exim4.conf && sudo systemctl restart exim4
`, V{"a": g.s(alLower, 16), "b": g.s(alLowNum, 16)}, "exim4_passwd_client(5)", "smtp.fastmail.com:ops@larchmont.net")

	g.emlAdd("email/exim-bp-queue-benign", `
# exim -bp
 4h  2.3K «_a» <www-data@web3.harborline.io>
          user.«=n»@hotmail.com

25m   14K «_b» <>
          bounce-«_c»@harborline.io
# exim -Mvh «_a» | grep -i message-id
036I Message-Id: <E«_a»@web3.harborline.io>
`, V{"_a": "1s" + g.an(4) + "-" + g.an(6) + "-" + g.an(2), "=n": g.digits(3), "_b": "1s" + g.an(4) + "-" + g.an(6) + "-" + g.an(2), "_c": g.hex(12)}, "web3.harborline.io")

	g.emlAdd("email/opensmtpd-secrets-table", `
$ doas cat /etc/mail/secrets
migadu ops@larchmont.net:«a»
$ doas cat /etc/mail/smtpd.conf
table aliases file:/etc/mail/aliases
table secrets file:/etc/mail/secrets

listen on lo0

action "local_mail" mbox alias <aliases>
action "outbound" relay host smtp+tls://migadu@smtp.migadu.com:587 auth <secrets>

match from local for local action "local_mail"
match from local for any action "outbound"
`, V{"a": g.pw()}, "smtp+tls://migadu@smtp.migadu.com:587", "table secrets file:/etc/mail/secrets")

	g.emlAdd("email/mailcow-conf", `
$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|DBPASS|DBROOT|REDISPASS|API_KEY|API_KEY_READ_ONLY|API_ALLOW_FROM|SOGO_EXPIRE_SESSION)=' mailcow.conf
MAILCOW_HOSTNAME=mail.pinecrest.app
DBNAME=mailcow
DBUSER=mailcow
DBPASS=«a»
DBROOT=«b»
REDISPASS=«c»
API_KEY=«d»
API_KEY_READ_ONLY=«e»
API_ALLOW_FROM=127.0.0.1,::1,10.20.0.0/24
SOGO_EXPIRE_SESSION=480
`, V{"a": g.an(28), "b": g.an(28), "c": g.an(28), "d": g.emlMCKey(), "e": g.emlMCKey()}, "MAILCOW_HOSTNAME=mail.pinecrest.app", "API_ALLOW_FROM=127.0.0.1,::1,10.20.0.0/24")

	g.emlAdd("email/mailcow-api-add-mailbox", `
$ curl -s -X POST https://mail.pinecrest.app/api/v1/add/mailbox \
   -H "X-API-Key: «a»" -H "Content-Type: application/json" \
   -d '{"local_part":"support","domain":"pinecrest.app","name":"Support","quota":"3072","password":"«b»","password2":"«b»","active":"1"}'
[{"type":"success","log":["mailbox","add","mailbox",{"local_part":"support","domain":"pinecrest.app","name":"Support","quota":"3072","password":"*","password2":"*","active":"1"}],"msg":["mailbox_added","support@pinecrest.app"]}]
`, V{"a": g.emlMCKey(), "b": g.pwStrong()}, "https://mail.pinecrest.app/api/v1/add/mailbox", "mailbox_added")

	g.emlAdd("email/mailinabox-management-api", `
$ curl -s -X POST --user "admin@larchmont.net:«a»" \
    -d "email=printer@larchmont.net" -d "password=«b»" \
    https://box.larchmont.net/admin/mail/users/add
mail user added
$ curl -s --user "admin@larchmont.net:«a»" https://box.larchmont.net/admin/mail/users?format=text | tail -2
printer@larchmont.net
admin@larchmont.net
`, V{"a": g.pwURL(), "b": g.pwURL()}, "https://box.larchmont.net/admin/mail/users/add", "mail user added")

	g.emlAdd("email/mailu-env", `
# mailu.env (generated by setup.mailu.io)
# Set to a randomly generated 16 bytes string
SECRET_KEY=«a»
# Subnet of the docker network.
SUBNET=192.168.203.0/24
DOMAIN=verdant.garden
HOSTNAMES=mail.verdant.garden
POSTMASTER=admin
TLS_FLAVOR=letsencrypt
INITIAL_ADMIN_ACCOUNT=admin
INITIAL_ADMIN_DOMAIN=verdant.garden
INITIAL_ADMIN_PW=«b»
INITIAL_ADMIN_MODE=ifmissing
`, V{"a": g.s(alUpNum, 16), "b": g.pw()}, "HOSTNAMES=mail.verdant.garden", "INITIAL_ADMIN_MODE=ifmissing")
}

// emlMCKey is a mailcow API key (six groups of six upper-case hex).
func (g *G) emlMCKey() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s(alHexU, 6)
	}
	return strings.Join(p, "-")
}

func (g *G) emlServer2() {
	g.emlAdd("email/stalwart-first-run-log", `
$ docker run -d -ti -p 443:443 -p 8080:8080 -p 25:25 -p 587:587 -p 993:993 \
    -v /var/lib/stalwart:/opt/stalwart-mail --name stalwart-mail stalwartlabs/mail-server:latest
$ docker logs stalwart-mail
✅ Configuration file written to /opt/stalwart-mail/etc/config.toml
🔑 Your administrator account is 'admin' with password '«a»'.
`, V{"a": g.an(10)}, "stalwartlabs/mail-server:latest", "/opt/stalwart-mail/etc/config.toml")

	g.emlAdd("email/stalwart-config-fallback-admin", `
[authentication.fallback-admin]
user = "admin"
secret = "«a»"

[store."rocksdb"]
type = "rocksdb"
path = "/opt/stalwart-mail/data"

[directory."internal"]
type = "internal"
store = "rocksdb"
`, V{"a": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "[authentication.fallback-admin]", `path = "/opt/stalwart-mail/data"`)

	g.emlAdd("email/stalwart-cli-account-create", `
$ stalwart-cli -u https://mail.tidewater.so -c admin:«a» account create sam@tidewater.so "«b»" -d "Sam K" -a sam@tidewater.so
Successfully created account "sam@tidewater.so".
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "https://mail.tidewater.so", "Successfully created account")

	g.emlAdd("email/mox-quickstart-output", `
$ ./mox quickstart admin@brightpath.ai
Checking if DNS resolvers are DNSSEC-verified...
...
Created accounts and configuration files in config/ and data/.

Please let me know you read these instructions, so I know I can stop showing them.

mox was configured. Account admin with email address admin@brightpath.ai was created. The password for the account is:

	«a»

The admin password for the web interface at http://localhost/admin/ is:

	«b»

Please make sure to write it down.
`, V{"a": g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4), "b": g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4) + " " + g.s(alLower+alDigit, 4)}, "http://localhost/admin/", "admin@brightpath.ai")

	g.emlAdd("email/maddy-creds-create", `
$ sudo -u maddy maddy creds create postmaster@ridgeway.app
Enter password for new user:
$ sudo -u maddy maddy imap-acct create postmaster@ridgeway.app
$ cat notes/mail.md
- postmaster@ridgeway.app / «a»  (set 2024-06-02, rotate after migration)
`, V{"a": g.pw()}, "maddy imap-acct create", "postmaster@ridgeway.app")

	g.emlAdd("email/postal-yml-and-credentials", `
$ cat /opt/postal/config/postal.yml
version: 2

postal:
  web_hostname: postal.quarry.io
  web_protocol: https
  smtp_hostname: postal.quarry.io

main_db:
  host: 127.0.0.1
  username: root
  password: «a»
  database: postal

rails:
  environment: production
  secret_key: «b»

dns:
  mx_records:
    - mx.postal.quarry.io
  spf_include: spf.postal.quarry.io
  return_path_domain: rp.postal.quarry.io
`, V{"a": g.pwURL(), "b": g.hex(128)}, "spf_include: spf.postal.quarry.io", "web_hostname: postal.quarry.io")

	g.emlAdd("email/postal-smtp-credential-usage", `
# Postal → Credentials → "app-server" (type SMTP)
$ swaks --server postal.quarry.io:25 --tls --auth LOGIN \
    --auth-user quarry/notifications --auth-password «a» \
    --from alerts@quarry.io --to oncall@quarry.io --h-Subject 'postal smtp test'
`, V{"a": g.an(24)}, "quarry/notifications", "postal.quarry.io:25")

	g.emlAdd("email/haraka-auth-flat-file", `
$ cat config/auth_flat_file.ini
[core]
methods=PLAIN,LOGIN,CRAM-MD5

[users]
relay@cobaltbay.com=«a»
scanner@cobaltbay.com=«b»
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "methods=PLAIN,LOGIN,CRAM-MD5", "relay@cobaltbay.com")

	g.emlAdd("email/docker-mailserver-setup-email-add", `
$ docker exec -ti mailserver setup email add hello@kestrel.dev «a»
$ docker exec -ti mailserver setup email list
* hello@kestrel.dev ( 0 / ~ ) [0%]
* admin@kestrel.dev ( 12K / ~ ) [0%]
$ cat docker-data/dms/config/postfix-accounts.cf
admin@kestrel.dev|{SHA512-CRYPT}«b»
hello@kestrel.dev|{SHA512-CRYPT}«c»
`, V{"a": g.pwURL(), "b": g.emlCrypt(), "c": g.emlCrypt()}, "docker-data/dms/config/postfix-accounts.cf", "setup email list")

	g.emlAdd("email/docker-mailserver-relay-env", `
# mailserver.env
OVERRIDE_HOSTNAME=mail.kestrel.dev
ENABLE_FAIL2BAN=1
ENABLE_RSPAMD=1
ENABLE_OPENDKIM=0
SPOOF_PROTECTION=1
DEFAULT_RELAY_HOST=[smtp-relay.brevo.com]:587
RELAY_USER=«_u»@smtp-brevo.com
RELAY_PASSWORD=«a»
`, V{"_u": g.hex(6) + "001", "a": g.emlBrevoSMTP()}, "DEFAULT_RELAY_HOST=[smtp-relay.brevo.com]:587", "OVERRIDE_HOSTNAME=mail.kestrel.dev")

	g.emlAdd("email/roundcube-config-inc", `
<?php
$config = [];
$config['db_dsnw'] = 'mysql://roundcube:«a»@localhost/roundcubemail';
$config['imap_host'] = 'ssl://mail.larchmont.net:993';
$config['smtp_host'] = 'tls://mail.larchmont.net:587';
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['support_url'] = '';
$config['product_name'] = 'Larchmont Webmail';
// this key is used to encrypt the users imap password which is stored
// in the session record. For the default cipher method it must be
// exactly 24 characters long.
$config['des_key'] = '«b»';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
`, V{"a": g.pwURL(), "b": g.s(alAlnum+"!#%*", 24)}, "ssl://mail.larchmont.net:993", "$config['smtp_pass'] = '%p';")

	g.emlAdd("email/rspamd-controller-password", `
$ rspamadm pw
Enter passphrase:
«a»
$ sudo tee /etc/rspamd/local.d/worker-controller.inc <<'EOF'
password = "«a»";
enable_password = "«b»";
EOF
`, V{"a": "$2$" + g.s(alLowNum, 32) + "$" + g.s(alLowNum, 52), "b": "$2$" + g.s(alLowNum, 32) + "$" + g.s(alLowNum, 52)}, "/etc/rspamd/local.d/worker-controller.inc")

	g.emlAdd("email/rspamd-redis-and-dkim-signing", `
# /etc/rspamd/local.d/redis.conf
servers = "127.0.0.1:6379";
password = "«a»";
db = "5";
# /etc/rspamd/local.d/dkim_signing.conf
allow_username_mismatch = true;
domain {
  pinecrest.app {
    path = "/var/lib/rspamd/dkim/pinecrest.app.s2024.key";
    selector = "s2024";
  }
}
`, V{"a": g.an(32)}, "/var/lib/rspamd/dkim/pinecrest.app.s2024.key", `selector = "s2024";`)

	g.emlAdd("email/mailcow-sogo-and-dovecot-master", `
$ docker compose exec dovecot-mailcow cat /etc/dovecot/dovecot-master.passwd
«_mu»@mailcow.local:{SHA1}«a»
$ grep -E 'DOVECOT_MASTER_(USER|PASS)' mailcow.conf
DOVECOT_MASTER_USER=«_mu»
DOVECOT_MASTER_PASS=«b»
`, V{"_mu": g.s(alLower, 14), "a": g.b64(20), "b": g.an(32)}, "dovecot-master.passwd", "DOVECOT_MASTER_USER=")

	g.emlAdd("email/postfix-relay-systemd-credential", `
$ sudo systemd-creds encrypt --name=smtp-pass - /etc/credstore.encrypted/smtp-pass <<< '«a»'
$ systemctl cat mail-relay.service | grep -i cred
LoadCredentialEncrypted=smtp-pass:/etc/credstore.encrypted/smtp-pass
$ sudo base64 -w0 /etc/credstore.encrypted/smtp-pass | head -c 80
«_enc»
`, V{"a": g.pw(), "_enc": g.b64(58)}, "LoadCredentialEncrypted=smtp-pass:/etc/credstore.encrypted/smtp-pass")
}

// ---- DKIM and ARC keys ----

func (g *G) emlDKIM() {
	k := g.rsaPEM()
	g.emlAdd("email/opendkim-genkey-private-and-txt", `
$ sudo opendkim-genkey -b 2048 -d harborline.io -D /etc/opendkim/keys/harborline.io -s mail2024 -v
opendkim-genkey: generating private key
opendkim-genkey: private key written to mail2024.private
opendkim-genkey: extracting public key
opendkim-genkey: DNS TXT record written to mail2024.txt
$ sudo cat /etc/opendkim/keys/harborline.io/mail2024.private
«a»
$ cat /etc/opendkim/keys/harborline.io/mail2024.txt
mail2024._domainkey	IN	TXT	( "«_p»" )  ; ----- DKIM key mail2024 for harborline.io
`, V{"a": k.block(), "_p": g.emlDKIMPub()}, "mail2024._domainkey", "/etc/opendkim/keys/harborline.io")

	k2 := g.pkcs8RSAPEM()
	g.emlAdd("email/dkim-k8s-secret-for-rspamd", `
apiVersion: v1
kind: Secret
metadata:
  name: dkim-keys
  namespace: mail
stringData:
  pinecrest.app.s2024.key: |
«a»
---
# DNS (Cloudflare): s2024._domainkey.pinecrest.app TXT "«_p»"
`, V{"a": emlIndent(k2.block(), "    "), "_p": g.emlDKIMPub()}, "s2024._domainkey.pinecrest.app", "dkim-keys")

	g.emlAdd("email/dig-dkim-txt-benign", `
$ dig +short TXT google._domainkey.fernwood.dev
"«_p1»" "«_p2»"
$ dig +short TXT s1._domainkey.fernwood.dev
s1.domainkey.u«_n».wl«_w».sendgrid.net.
$ dig +short TXT fernwood.dev | grep spf
"v=spf1 include:_spf.google.com include:sendgrid.net include:mailgun.org ~all"
`, V{"_p1": "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 190), "_p2": g.s(alB64, 138) + "IDAQAB", "_n": g.digits(8), "_w": g.digits(3)}, "v=spf1 include:_spf.google.com include:sendgrid.net include:mailgun.org ~all")

	k3 := g.rsaPEM()
	g.emlAdd("email/dkim-nodemailer-sign-option", `
const transporter = nodemailer.createTransport({
  host: "127.0.0.1",
  port: 25,
  dkim: {
    domainName: "ridgeway.app",
    keySelector: "nm2024",
    privateKey: "«a»",
  },
});
`, V{"a": strings.ReplaceAll(k3.block(), "\n", `\n`)}, "keySelector", "ridgeway.app")

	k4 := g.ecPKCS8()
	g.emlAdd("email/arc-rspamd-config", `
# /etc/rspamd/local.d/arc.conf
sign_authenticated = false;
sign_inbound = true;
use_domain = "header";
selector = "arc2024";
path = "/var/lib/rspamd/arc/$domain.$selector.key";
$ sudo cat /var/lib/rspamd/arc/verdant.garden.arc2024.key
«a»
`, V{"a": k4.block()}, `selector = "arc2024";`, "sign_inbound = true;")

	g.emlAdd("email/dkim-ed25519-keygen", `
$ openssl genpkey -algorithm ed25519 -out ed2024.key && cat ed2024.key
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
$ openssl pkey -in ed2024.key -pubout -outform DER | tail -c 32 | base64
«_pub»
# DNS: ed2024._domainkey.tidewater.so IN TXT "v=DKIM1; k=ed25519; p=«_pub»"
`, V{"a": "MC4CAQAwBQYDK2VwBCIEI" + g.b64(32)[:43], "_pub": g.b64(32)}, "ed2024._domainkey.tidewater.so", "k=ed25519")

	g.emlAdd("email/dkim-signature-header-benign", `
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=fernwood.dev; s=google;
        t=«_t»; x=«_x»; darn=gmail.com;
        h=to:subject:message-id:date:from:mime-version:from:to:cc:subject
         :date:message-id:reply-to;
        bh=«_bh»;
        b=«_b»
`, V{"_t": g.emlTS(), "_x": g.emlTS(), "_bh": g.b64(32), "_b": g.emlSig()}, "darn=gmail.com")

	g.emlAdd("email/arc-seal-headers-benign", `
ARC-Seal: i=1; a=rsa-sha256; t=«_t»; cv=none;
        d=google.com; s=arc-20240605;
        b=«_b1»
ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=google.com; s=arc-20240605;
        h=to:subject:message-id:date:from:mime-version:dkim-signature;
        bh=«_bh»;
        b=«_b2»
ARC-Authentication-Results: i=1; mx.google.com;
       dkim=pass header.i=@fernwood.dev header.s=google header.b=«_hb»;
       spf=pass (google.com: domain of dana@fernwood.dev designates 209.85.220.41 as permitted sender) smtp.mailfrom=dana@fernwood.dev;
       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=fernwood.dev
`, V{"_t": g.emlTS(), "_b1": g.emlSig(), "_bh": g.b64(32), "_b2": g.emlSig(), "_hb": g.b64u(8)}, "s=arc-20240605", "dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE)")

	k5 := g.rsaPEM()
	g.emlAdd("email/dkim-django-anymail-esp-none-dkimpy", `
# mail/signing.py
import dkim

DKIM_SELECTOR = b"dj2024"
DKIM_DOMAIN = b"brightpath.ai"
DKIM_PRIVATE_KEY = b"""«a»"""

def sign(raw: bytes) -> bytes:
    sig = dkim.sign(raw, DKIM_SELECTOR, DKIM_DOMAIN, DKIM_PRIVATE_KEY, include_headers=[b"From", b"To", b"Subject"])
    return sig + raw
`, V{"a": k5.block()}, `DKIM_SELECTOR = b"dj2024"`, "include_headers")
}

// emlIndent prefixes every line of s with pre.
func emlIndent(s, pre string) string {
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre)
}

// ---- mail clients and fetchers ----

func (g *G) emlClients() {
	g.emlAdd("email/msmtprc-plain-password", `
$ cat ~/.msmtprc
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           dana.k.dev@gmail.com
user           dana.k.dev@gmail.com
password       «a»

account        work
host           smtp.fastmail.com
port           465
tls_starttls   off
from           dana@fernwood.dev
user           dana@fernwood.dev
passwordeval   "pass show mail/fastmail"

account default : gmail
`, V{"a": g.emlApp()}, `passwordeval   "pass show mail/fastmail"`, "tls_trust_file /etc/ssl/certs/ca-certificates.crt")

	g.emlAdd("email/muttrc-imap-smtp-url", `
# ~/.muttrc
set realname = "Priya S"
set from = "priya@quarry.io"
set imap_user = "priya@quarry.io"
set imap_pass = "«a»"
set folder = "imaps://imap.fastmail.com:993"
set spoolfile = "+INBOX"
set smtp_url = "smtps://priya@quarry.io@smtp.fastmail.com:465/"
set smtp_pass = "«a»"
set ssl_force_tls = yes
set header_cache = ~/.cache/mutt
`, V{"a": g.s(alLowNum, 16)}, `set folder = "imaps://imap.fastmail.com:993"`, "ssl_force_tls")

	g.emlAdd("email/neomutt-smtp-url-with-password", `
set smtp_url="smtp://ops%40larchmont.net:«a»@mail.larchmont.net:587/"
set smtp_authenticators="login"
set record="+Sent"
`, V{"a": g.pwURL()}, `set smtp_authenticators="login"`, "mail.larchmont.net:587")

	g.emlAdd("email/mbsyncrc-pass-and-passcmd", `
# ~/.mbsyncrc
IMAPAccount fernwood
Host imap.fernwood.dev
User dana@fernwood.dev
Pass «a»
TLSType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt

IMAPAccount gmail
Host imap.gmail.com
User dana.k.dev@gmail.com
PassCmd "secret-tool lookup service mbsync account gmail"
AuthMechs XOAUTH2

IMAPStore fernwood-remote
Account fernwood

MaildirStore fernwood-local
Path ~/Mail/fernwood/
Inbox ~/Mail/fernwood/INBOX
SubFolders Verbatim
`, V{"a": g.pwStrong()}, `PassCmd "secret-tool lookup service mbsync account gmail"`, "AuthMechs XOAUTH2")

	g.emlAdd("email/offlineimaprc-remotepass", `
[general]
accounts = Work
pythonfile = ~/.offlineimap.py

[Account Work]
localrepository = WorkLocal
remoterepository = WorkRemote
autorefresh = 5

[Repository WorkLocal]
type = Maildir
localfolders = ~/Maildir/work

[Repository WorkRemote]
type = IMAP
remotehost = outlook.office365.com
remoteuser = jonas.becker@kestrel.dev
remotepass = «a»
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
folderfilter = lambda f: f not in ['Junk-E-Mail', 'Entwürfe']
`, V{"a": g.pw()}, "remoteuser = jonas.becker@kestrel.dev", "pythonfile = ~/.offlineimap.py")

	g.emlAdd("email/offlineimap-oauth2-refresh-token", `
[Repository GmailRemote]
type = Gmail
remoteuser = dana.k.dev@gmail.com
auth_mechanisms = XOAUTH2
oauth2_client_id = «_cid».apps.googleusercontent.com
oauth2_client_secret = «a»
oauth2_refresh_token = «b»
oauth2_request_url = https://accounts.google.com/o/oauth2/token
sslcacertfile = OS-DEFAULT
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "oauth2_request_url = https://accounts.google.com/o/oauth2/token", "auth_mechanisms = XOAUTH2")

	g.emlAdd("email/fetchmailrc", `
$ cat ~/.fetchmailrc
set daemon 300
set logfile ~/.fetchmail.log
poll pop.gmx.net with proto POP3
   user 'oma.schulz@gmx.de' there with password '«a»' is 'oma' here options ssl keep
poll imap.web.de with proto IMAP
   user "kassenwart@web.de" there with password "«b»" is oma here options ssl fetchall
   mda "/usr/bin/procmail -d %T"
`, V{"a": g.pw(), "b": g.pwStrong()}, "poll pop.gmx.net with proto POP3", `mda "/usr/bin/procmail -d %T"`)

	g.emlAdd("email/getmailrc", `
[retriever]
type = SimpleIMAPSSLRetriever
server = imap.migadu.com
username = archive@verdant.garden
password = «a»
mailboxes = ("INBOX", "Archive")

[destination]
type = Maildir
path = ~/mail/archive/

[options]
verbose = 1
read_all = false
delete = false
`, V{"a": g.pwURL()}, "type = SimpleIMAPSSLRetriever", "username = archive@verdant.garden")

	g.emlAdd("email/aerc-accounts-conf", `
# ~/.config/aerc/accounts.conf
[Fastmail]
source        = imaps://sam%40tidewater.so:«a»@imap.fastmail.com
outgoing      = smtps://sam%40tidewater.so:«a»@smtp.fastmail.com
default       = INBOX
from          = Sam K <sam@tidewater.so>
copy-to       = Sent
cache-headers = true

[Gmail]
source          = imaps+oauthbearer://sam.k@gmail.com@imap.gmail.com?token_endpoint=https://oauth2.googleapis.com/token&client_id=«_cid»
source-cred-cmd = pass show oauth/gmail-refresh
`, V{"a": g.s(alLowNum, 16), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"}, "source-cred-cmd = pass show oauth/gmail-refresh", "cache-headers = true")

	g.emlAdd("email/himalaya-config-toml", `
[accounts.work]
default = true
email = "li.wei@ridgeway.app"
display-name = "Li Wei"

backend.type = "imap"
backend.host = "imap.ridgeway.app"
backend.port = 993
backend.login = "li.wei@ridgeway.app"
backend.auth.type = "password"
backend.auth.raw = "«a»"

message.send.backend.type = "smtp"
message.send.backend.host = "smtp.ridgeway.app"
message.send.backend.port = 465
message.send.backend.login = "li.wei@ridgeway.app"
message.send.backend.auth.type = "password"
message.send.backend.auth.cmd = "pass show ridgeway/smtp"
`, V{"a": g.pw()}, `message.send.backend.auth.cmd = "pass show ridgeway/smtp"`, `backend.host = "imap.ridgeway.app"`)

	g.emlAdd("email/mutt-oauth2-token-file-decrypted", `
$ gpg --decrypt ~/.config/neomutt/token.gpg 2>/dev/null | python3 -m json.tool
{
    "registration": "microsoft",
    "authflow": "localhostauthcode",
    "email": "jonas.becker@kestrel.dev",
    "access_token": "«a»",
    "access_token_expiration": "2024-06-12T11:48:02.441188",
    "refresh_token": "«b»",
    "client_id": "«_cid»",
    "client_secret": ""
}
`, V{"a": g.jwt("RS256", `{"aud":"https://outlook.office.com","iss":"https://sts.windows.net/`+g.uuid()+`/","upn":"jonas.becker@kestrel.dev","scp":"IMAP.AccessAsUser.All SMTP.Send"}`), "b": g.emlEntraRefresh(), "_cid": g.uuid()}, `"authflow": "localhostauthcode"`, "jonas.becker@kestrel.dev")

	g.emlAdd("email/mutt-oauth2-py-test-output", `
$ ./mutt_oauth2.py ~/.config/neomutt/gmail.tokens --test
IMAP authentication succeeded
POP authentication succeeded
SMTP authentication succeeded
$ ./mutt_oauth2.py ~/.config/neomutt/gmail.tokens
«a»
`, V{"a": g.ya29()}, "IMAP authentication succeeded", "~/.config/neomutt/gmail.tokens")

	g.emlAdd("email/thunderbird-prefs-js-benign", `
$ grep -E 'mail.server.server2|mail.smtpserver.smtp1' ~/.thunderbird/«_prof».default-release/prefs.js
user_pref("mail.server.server2.authMethod", 10);
user_pref("mail.server.server2.hostname", "outlook.office365.com");
user_pref("mail.server.server2.oauth2.issuer", "login.microsoftonline.com");
user_pref("mail.server.server2.oauth2.scope", "https://outlook.office.com/IMAP.AccessAsUser.All https://outlook.office.com/POP.AccessAsUser.All https://outlook.office.com/SMTP.Send offline_access");
user_pref("mail.server.server2.userName", "jonas.becker@kestrel.dev");
user_pref("mail.smtpserver.smtp1.hostname", "smtp.office365.com");
`, V{"_prof": g.s(alLowNum, 8)}, `user_pref("mail.server.server2.authMethod", 10);`, "login.microsoftonline.com")

	g.emlAdd("email/thunderbird-logins-json-encrypted-benign", `
$ jq '.logins[] | {hostname, httpRealm, encryptedUsername, encryptedPassword, guid}' logins.json | head -8
{
  "hostname": "oauth://login.microsoftonline.com",
  "httpRealm": "https://outlook.office.com/IMAP.AccessAsUser.All https://outlook.office.com/SMTP.Send offline_access",
  "encryptedUsername": "«_u»",
  "encryptedPassword": "«_p»",
  "guid": "{«_g»}"
}
`, V{"_u": "MEIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECP" + g.b64(32), "_p": "MIIE" + g.b64(640), "_g": g.uuid()}, "oauth://login.microsoftonline.com")

	g.emlAdd("email/ssmtp-conf", `
$ sudo cat /etc/ssmtp/ssmtp.conf
root=alerts@larchmont.net
mailhub=smtp.zoho.eu:587
AuthUser=alerts@larchmont.net
AuthPass=«a»
UseSTARTTLS=YES
FromLineOverride=YES
hostname=pve01.lan
`, V{"a": g.an(12)}, "mailhub=smtp.zoho.eu:587", "hostname=pve01.lan")

	g.emlAdd("email/git-send-email-config", `
$ cat ~/.gitconfig
[user]
	name = Kofi Mensah
	email = kofi@cobaltbay.com
[sendemail]
	smtpServer = smtp.gmail.com
	smtpServerPort = 587
	smtpEncryption = tls
	smtpUser = kofi.mensah.oss@gmail.com
	smtpPass = «a»
	confirm = always
[core]
	editor = nvim
`, V{"a": g.s(alLower, 16)}, "smtpUser = kofi.mensah.oss@gmail.com", "smtpEncryption = tls")

	g.emlAdd("email/git-send-email-cli-flag", `
$ git send-email --to=linux-usb@vger.kernel.org --cc=gregkh@linuxfoundation.org \
    --smtp-server=smtp.migadu.com --smtp-server-port=465 --smtp-encryption=ssl \
    --smtp-user=kofi@cobaltbay.com --smtp-pass='«a»' 0001-usb-serial-add-device-id.patch
0001-usb-serial-add-device-id.patch
OK. Log says:
Server: smtp.migadu.com
MAIL FROM:<kofi@cobaltbay.com>
RCPT TO:<linux-usb@vger.kernel.org>
Result: 250
`, V{"a": g.pwStrong()}, "linux-usb@vger.kernel.org", "0001-usb-serial-add-device-id.patch")

	g.emlAdd("email/mailrc-s-nail", `
# ~/.mailrc (s-nail 14.9)
set v15-compat
set mta=smtps://ci-bot%40harborline.io:«a»@smtp.harborline.io:465 smtp-auth=login
set from="CI Bot <ci-bot@harborline.io>"
set sendwait
`, V{"a": g.pwURL()}, `set from="CI Bot <ci-bot@harborline.io>"`, "smtp-auth=login")

	g.emlAdd("email/dma-auth-conf", `
$ sudo cat /etc/dma/auth.conf
# $DragonFly: src/etc/dma/auth.conf,v 1.1 2008/02/02 18:24:00 matthias Exp $
#
# SMTP authentication entries (currently AUTH LOGIN only)
# Format: user|my.smarthost.example.com:password
#
backup-alerts@pinecrest.app|smtp.pinecrest.app:«a»
`, V{"a": g.pw()}, "Format: user|my.smarthost.example.com:password", "backup-alerts@pinecrest.app")
}

// ---- application frameworks ----

func (g *G) emlFrameworks() {
	g.emlAdd("email/django-settings-email-host-password", `
# settings/production.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.office365.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "noreply@kestrel.dev"
EMAIL_HOST_PASSWORD = "«a»"
DEFAULT_FROM_EMAIL = "Kestrel <noreply@kestrel.dev>"
SERVER_EMAIL = "django@kestrel.dev"
ADMINS = [("Ops", "ops@kestrel.dev")]
`, V{"a": g.pw()}, `EMAIL_HOST = "smtp.office365.com"`, "SERVER_EMAIL")

	g.emlAdd("email/django-anymail-settings", `
INSTALLED_APPS += ["anymail"]
EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend"
ANYMAIL = {
    "MAILGUN_API_KEY": "«a»",
    "MAILGUN_SENDER_DOMAIN": "mg.brightpath.ai",
    "MAILGUN_API_URL": "https://api.eu.mailgun.net/v3",
    "MAILGUN_WEBHOOK_SIGNING_KEY": "«b»",
    "WEBHOOK_SECRET": "«c»",
}
`, V{"a": g.emlMG(), "b": g.hex(32), "c": g.an(16) + ":" + g.an(16)}, "anymail.backends.mailgun.EmailBackend", `"MAILGUN_SENDER_DOMAIN": "mg.brightpath.ai"`)

	g.emlAdd("email/django-shell-send-mail-traceback", `
$ python manage.py shell -c "from django.core.mail import send_mail; send_mail('t', 'b', None, ['ops@kestrel.dev'])"
Traceback (most recent call last):
  File "/usr/lib/python3.12/smtplib.py", line 750, in login
    raise last_exception
smtplib.SMTPAuthenticationError: (535, b'5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant. Visit https://aka.ms/smtp_auth_disabled for more information. [FR3P281CA0071.DEUP281.PROD.OUTLOOK.COM 2024-06-12T09:11:20.114Z 08DC8A«_x»]')
$ env | grep EMAIL_
EMAIL_HOST_USER=noreply@kestrel.dev
EMAIL_HOST_PASSWORD=«a»
`, V{"_x": g.s(alHexU, 10), "a": g.pw()}, "SmtpClientAuthentication is disabled for the Tenant", "EMAIL_HOST_USER=noreply@kestrel.dev")

	g.emlAdd("email/rails-credentials-show-smtp", `
$ EDITOR=cat bin/rails credentials:show --environment production
secret_key_base: «a»
smtp:
  user_name: «u»
  password: «b»
active_record_encryption:
  primary_key: «c»
# config/environments/production.rb
#   config.action_mailer.smtp_settings = { address: "email-smtp.eu-west-1.amazonaws.com", port: 587,
#     user_name: Rails.application.credentials.dig(:smtp, :user_name),
#     password: Rails.application.credentials.dig(:smtp, :password), authentication: :login, enable_starttls_auto: true }
`, V{"a": g.hex(128), "u": g.awsID(), "b": g.emlSES(), "c": g.an(32)}, "Rails.application.credentials.dig(:smtp, :password)", "email-smtp.eu-west-1.amazonaws.com")

	g.emlAdd("email/rails-action-mailer-smtp-settings-inline", `
  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    address:              "smtp.gmail.com",
    port:                 587,
    domain:               "harborline.io",
    user_name:            "shop.harborline@gmail.com",
    password:             "«a»",
    authentication:       "plain",
    enable_starttls_auto: true,
    open_timeout:         5,
    read_timeout:         5
  }
`, V{"a": g.s(alLower, 16)}, `user_name:            "shop.harborline@gmail.com"`, "enable_starttls_auto: true")

	g.emlAdd("email/laravel-env-mail-password", `
APP_NAME=Harborline
APP_ENV=production
APP_KEY=«k»
APP_URL=https://shop.harborline.io

MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@mg.harborline.io
MAIL_PASSWORD=«a»
MAIL_ENCRYPTION=tls
MAIL_FROM_ADDRESS="orders@harborline.io"
MAIL_FROM_NAME="${APP_NAME}"
MAILGUN_DOMAIN=mg.harborline.io
MAILGUN_SECRET=«b»
MAILGUN_ENDPOINT=api.eu.mailgun.net
`, V{"k": g.laravelKey(), "a": g.emlMG(), "b": g.emlMG()}, `MAIL_FROM_NAME="${APP_NAME}"`, "MAILGUN_ENDPOINT=api.eu.mailgun.net")

	g.emlAdd("email/laravel-tinker-config-mail", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.8 — cli) by Justin Hileman
> config('mail.mailers.smtp')
= [
    "transport" => "smtp",
    "url" => null,
    "host" => "smtp.postmarkapp.com",
    "port" => 587,
    "encryption" => "tls",
    "username" => "«a»",
    "password" => "«a»",
    "timeout" => null,
    "local_domain" => "shop.harborline.io",
  ]
`, V{"a": g.uuid()}, `"host" => "smtp.postmarkapp.com"`, "Psy Shell v0.12.4")

	g.emlAdd("email/symfony-mailer-dsn", `
# .env.local
###> symfony/mailer ###
MAILER_DSN=smtp://«u»:«a»@email-smtp.eu-west-1.amazonaws.com:587
###< symfony/mailer ###
###> symfony/sendgrid-mailer ###
# MAILER_DSN=sendgrid://«b»@default
###< symfony/sendgrid-mailer ###
`, V{"u": g.awsID(), "a": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.emlSES()), "b": g.sendgrid()}, "###> symfony/mailer ###", "email-smtp.eu-west-1.amazonaws.com:587")

	g.emlAdd("email/nodemailer-transport-auth", `
// src/mail.js
const nodemailer = require("nodemailer");

const transporter = nodemailer.createTransport({
  host: "smtp.zoho.eu",
  port: 465,
  secure: true,
  auth: {
    user: "hello@saffron.in",
    pass: "«a»",
  },
  logger: process.env.NODE_ENV !== "production",
});

transporter.verify().then(() => console.log("SMTP ready")).catch(console.error);
`, V{"a": g.an(12)}, `host: "smtp.zoho.eu"`, "hello@saffron.in")

	g.emlAdd("email/nodemailer-oauth2-gmail", `
const transporter = nodemailer.createTransport({
  service: "gmail",
  auth: {
    type: "OAuth2",
    user: "notifications@brightpath.ai",
    clientId: "«_cid».apps.googleusercontent.com",
    clientSecret: "«a»",
    refreshToken: "«b»",
    accessToken: "«c»",
    expires: «_exp»,
  },
});
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh(), "c": g.ya29(), "_exp": g.digits(13)}, `type: "OAuth2"`, "notifications@brightpath.ai")

	g.emlAdd("email/spring-application-properties-mail", `
spring.application.name=order-service
spring.mail.host=smtp.sendgrid.net
spring.mail.port=587
spring.mail.username=apikey
spring.mail.password=«a»
spring.mail.properties.mail.smtp.auth=true
spring.mail.properties.mail.smtp.starttls.enable=true
spring.mail.properties.mail.smtp.connectiontimeout=5000
management.endpoints.web.exposure.include=health,info
`, V{"a": g.sendgrid()}, "spring.mail.properties.mail.smtp.starttls.enable=true", "spring.application.name=order-service")

	g.emlAdd("email/spring-application-yml-mail", `
spring:
  mail:
    host: smtp.office365.com
    port: 587
    username: svc-orders@kestrel.dev
    password: '«a»'
    properties:
      mail.smtp.auth: true
      mail.smtp.starttls.enable: true
      mail.debug: false
`, V{"a": g.pwStrong()}, "username: svc-orders@kestrel.dev", "mail.smtp.starttls.enable: true")

	g.emlAdd("email/phpmailer-script", `
<?php
use PHPMailer\PHPMailer\PHPMailer;
use PHPMailer\PHPMailer\SMTP;

$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->SMTPDebug  = SMTP::DEBUG_OFF;
$mail->Host       = 'mail.atelier-lune.fr';
$mail->SMTPAuth   = true;
$mail->Username   = 'contact@atelier-lune.fr';
$mail->Password   = '«a»';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_SMTPS;
$mail->Port       = 465;
$mail->setFrom('contact@atelier-lune.fr', 'Atelier Lune');
$mail->addAddress($_POST['email']);
`, V{"a": g.pw()}, "PHPMailer::ENCRYPTION_SMTPS", "mail.atelier-lune.fr")

	g.emlAdd("email/flask-mail-config", `
app.config.update(
    MAIL_SERVER="smtp.fastmail.com",
    MAIL_PORT=465,
    MAIL_USE_SSL=True,
    MAIL_USERNAME="bot@verdant.garden",
    MAIL_PASSWORD="«a»",
    MAIL_DEFAULT_SENDER=("Verdant", "bot@verdant.garden"),
)
mail = Mail(app)
`, V{"a": g.s(alLowNum, 16)}, `MAIL_SERVER="smtp.fastmail.com"`, "MAIL_DEFAULT_SENDER")

	g.emlAdd("email/go-net-smtp-plainauth", `
package notify

import "net/smtp"

const (
	smtpHost = "smtp.migadu.com"
	smtpUser = "alerts@larchmont.net"
	smtpPass = "«a»"
)

func Send(to []string, msg []byte) error {
	auth := smtp.PlainAuth("", smtpUser, smtpPass, smtpHost)
	return smtp.SendMail(smtpHost+":587", auth, smtpUser, to, msg)
}
`, V{"a": g.pwStrong()}, `smtp.PlainAuth("", smtpUser, smtpPass, smtpHost)`, `smtpHost = "smtp.migadu.com"`)

	g.emlAdd("email/dotnet-appsettings-mailkit", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "SmtpSettings": {
    "Server": "smtp.office365.com",
    "Port": 587,
    "SenderName": "Ridgeway Portal",
    "SenderEmail": "portal@ridgeway.app",
    "Username": "portal@ridgeway.app",
    "Password": "«a»",
    "UseStartTls": true
  },
  "AllowedHosts": "*"
}
`, V{"a": g.pw()}, `"SenderName": "Ridgeway Portal"`, `"UseStartTls": true`)

	g.emlAdd("email/python-smtplib-script", `
import smtplib, ssl
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Nightly report"
msg["From"] = "reports@cobaltbay.com"
msg["To"] = "finance@cobaltbay.com"
msg.set_content(open("/tmp/report.txt").read())

with smtplib.SMTP_SSL("smtp.gmail.com", 465, context=ssl.create_default_context()) as s:
    s.login("reports.cobaltbay@gmail.com", "«a»")
    s.send_message(msg)
`, V{"a": g.emlApp()}, `smtplib.SMTP_SSL("smtp.gmail.com", 465`, "reports.cobaltbay@gmail.com")

	g.emlAdd("email/wordpress-wp-mail-smtp-constants", `
/* WP Mail SMTP (wp-config.php) */
define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'smtp' );
define( 'WPMS_SMTP_HOST', 'smtp.hostinger.com' );
define( 'WPMS_SMTP_PORT', 465 );
define( 'WPMS_SSL', 'ssl' );
define( 'WPMS_SMTP_AUTH', true );
define( 'WPMS_SMTP_USER', 'info@saffron.in' );
define( 'WPMS_SMTP_PASS', '«a»' );
define( 'WPMS_SENDGRID_API_KEY', '«b»' );
`, V{"a": g.pw(), "b": g.sendgrid()}, "define( 'WPMS_SMTP_HOST', 'smtp.hostinger.com' );")

	g.emlAdd("email/phoenix-swoosh-runtime-exs", `
# config/runtime.exs
if config_env() == :prod do
  config :tidewater, Tidewater.Mailer,
    adapter: Swoosh.Adapters.Postmark,
    api_key: System.get_env("POSTMARK_API_KEY") || "«a»"

  config :swoosh, :api_client, Swoosh.ApiClient.Finch
end
`, V{"a": g.uuid()}, "Swoosh.Adapters.Postmark", `System.get_env("POSTMARK_API_KEY")`)
}

// ---- self-hosted apps' mail settings ----

func (g *G) emlApps() {
	g.emlAdd("email/gitea-app-ini-mailer", `
[mailer]
ENABLED = true
FROM = "Gitea <git@larchmont.net>"
PROTOCOL = smtp+starttls
SMTP_ADDR = smtp.larchmont.net
SMTP_PORT = 587
USER = git@larchmont.net
PASSWD = `+"`«a»`"+`

[service]
REGISTER_EMAIL_CONFIRM = true
ENABLE_NOTIFY_MAIL = true
`, V{"a": g.pwStrong()}, "PROTOCOL = smtp+starttls", "REGISTER_EMAIL_CONFIRM = true")

	g.emlAdd("email/gitlab-rb-smtp", `
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.mailgun.org"
gitlab_rails['smtp_port'] = 587
gitlab_rails['smtp_authentication'] = "plain"
gitlab_rails['smtp_enable_starttls_auto'] = true
gitlab_rails['smtp_user_name'] = "gitlab@mg.quarry.io"
gitlab_rails['smtp_password'] = "«a»"
gitlab_rails['smtp_domain'] = "mg.quarry.io"
gitlab_rails['gitlab_email_from'] = 'gitlab@quarry.io'
gitlab_rails['incoming_email_password'] = "«b»"
`, V{"a": g.emlMG(), "b": g.pw()}, `gitlab_rails['smtp_domain'] = "mg.quarry.io"`, "gitlab_rails['gitlab_email_from'] = 'gitlab@quarry.io'")

	g.emlAdd("email/mastodon-env-production-smtp", `
# .env.production
LOCAL_DOMAIN=social.verdant.garden
SECRET_KEY_BASE=«a»
OTP_SECRET=«b»
SMTP_SERVER=smtp.eu.mailgun.org
SMTP_PORT=587
SMTP_LOGIN=mastodon@mg.verdant.garden
SMTP_PASSWORD=«c»
SMTP_AUTH_METHOD=plain
SMTP_OPENSSL_VERIFY_MODE=none
SMTP_FROM_ADDRESS='Mastodon <notifications@social.verdant.garden>'
`, V{"a": g.hex(128), "b": g.hex(128), "c": g.emlMG()}, "LOCAL_DOMAIN=social.verdant.garden", "SMTP_OPENSSL_VERIFY_MODE=none")

	g.emlAdd("email/discourse-app-yml-smtp", `
env:
  LC_ALL: en_US.UTF-8
  DISCOURSE_HOSTNAME: forum.pinecrest.app
  DISCOURSE_DEVELOPER_EMAILS: 'admin@pinecrest.app'
  DISCOURSE_SMTP_ADDRESS: smtp.eu.sparkpostmail.com
  DISCOURSE_SMTP_PORT: 587
  DISCOURSE_SMTP_USER_NAME: SMTP_Injection
  DISCOURSE_SMTP_PASSWORD: "«a»"
  DISCOURSE_SMTP_DOMAIN: pinecrest.app
  DISCOURSE_NOTIFICATION_EMAIL: noreply@forum.pinecrest.app
`, V{"a": g.hex(40)}, "DISCOURSE_SMTP_ADDRESS: smtp.eu.sparkpostmail.com", "DISCOURSE_HOSTNAME: forum.pinecrest.app")

	g.emlAdd("email/keycloak-realm-smtp-server-json", `
$ kcadm.sh get realms/ridgeway --fields smtpServer
{
  "smtpServer" : {
    "password" : "«a»",
    "starttls" : "true",
    "auth" : "true",
    "port" : "587",
    "host" : "smtp.sendgrid.net",
    "from" : "login@ridgeway.app",
    "fromDisplayName" : "Ridgeway Login",
    "user" : "apikey"
  }
}
`, V{"a": g.sendgrid()}, `"fromDisplayName" : "Ridgeway Login"`, "kcadm.sh get realms/ridgeway")

	g.emlAdd("email/grafana-ini-smtp", `
[smtp]
enabled = true
host = smtp.gmail.com:587
user = grafana.alerts.quarry@gmail.com
# If the password contains # or ; you have to wrap it with triple quotes. Ex """#password;"""
password = """«a»"""
from_address = grafana.alerts.quarry@gmail.com
from_name = Grafana
startTLS_policy = MandatoryStartTLS
`, V{"a": g.s(alLower, 16)}, "startTLS_policy = MandatoryStartTLS", "grafana.alerts.quarry@gmail.com")

	g.emlAdd("email/nextcloud-occ-config-mail", `
$ sudo -u www-data php occ config:system:get mail_smtppassword
«a»
$ sudo -u www-data php occ config:list system --private | jq '.system | with_entries(select(.key|startswith("mail_")))'
{
  "mail_smtpmode": "smtp",
  "mail_smtphost": "smtp.ionos.de",
  "mail_smtpport": "465",
  "mail_smtpsecure": "ssl",
  "mail_smtpauth": 1,
  "mail_smtpname": "cloud@familie-schulz.de",
  "mail_smtppassword": "«a»",
  "mail_from_address": "cloud",
  "mail_domain": "familie-schulz.de"
}
`, V{"a": g.pw()}, `"mail_smtphost": "smtp.ionos.de"`, "config:list system --private")

	g.emlAdd("email/ghost-config-production-json", `
{
  "url": "https://blog.tidewater.so",
  "mail": {
    "transport": "SMTP",
    "from": "'Tidewater' <blog@mg.tidewater.so>",
    "options": {
      "service": "Mailgun",
      "host": "smtp.eu.mailgun.org",
      "port": 465,
      "secure": true,
      "auth": {
        "user": "postmaster@mg.tidewater.so",
        "pass": "«a»"
      }
    }
  },
  "database": { "client": "mysql", "connection": { "host": "localhost", "user": "ghost", "password": "«b»", "database": "ghost_prod" } }
}
`, V{"a": g.emlMG(), "b": g.pwURL()}, `"url": "https://blog.tidewater.so"`, "postmaster@mg.tidewater.so")

	g.emlAdd("email/authentik-compose-email-env", `
AUTHENTIK_SECRET_KEY=«a»
AUTHENTIK_EMAIL__HOST=smtp.fastmail.com
AUTHENTIK_EMAIL__PORT=465
AUTHENTIK_EMAIL__USERNAME=auth@cobaltbay.com
AUTHENTIK_EMAIL__PASSWORD=«b»
AUTHENTIK_EMAIL__USE_SSL=true
AUTHENTIK_EMAIL__FROM=auth@cobaltbay.com
`, V{"a": g.b64(45), "b": g.s(alLowNum, 16)}, "AUTHENTIK_EMAIL__HOST=smtp.fastmail.com", "AUTHENTIK_EMAIL__USE_SSL=true")

	g.emlAdd("email/alertmanager-email-receiver", `
global:
  smtp_smarthost: 'smtp.office365.com:587'
  smtp_from: 'alertmanager@kestrel.dev'
  smtp_auth_username: 'alertmanager@kestrel.dev'
  smtp_auth_password: '«a»'
  smtp_require_tls: true
receivers:
  - name: team-ops
    email_configs:
      - to: 'ops@kestrel.dev'
        send_resolved: true
`, V{"a": g.pw()}, "smtp_smarthost: 'smtp.office365.com:587'", "send_resolved: true")

	g.emlAdd("email/vaultwarden-env-smtp", `
DOMAIN=https://vault.larchmont.net
ADMIN_TOKEN='«a»'
SMTP_HOST=smtp.migadu.com
SMTP_FROM=vault@larchmont.net
SMTP_PORT=465
SMTP_SECURITY=force_tls
SMTP_USERNAME=vault@larchmont.net
SMTP_PASSWORD=«b»
`, V{"a": "$argon2id$v=19$m=65540,t=3,p=4$" + g.b64(32)[:43] + "$" + g.b64(32)[:43], "b": g.pwURL()}, "SMTP_SECURITY=force_tls", "DOMAIN=https://vault.larchmont.net")
}

// ---- SMTP, IMAP and POP3 on the wire ----

func (g *G) emlWire() {
	u1, p1 := "relay@cobaltbay.com", g.pw()
	g.emlAdd("email/swaks-auth-login-transcript", `
$ swaks --to ops@cobaltbay.com --from relay@cobaltbay.com --server mail.cobaltbay.com:587 --tls --auth LOGIN --auth-user relay@cobaltbay.com --auth-password '«p»'
=== Trying mail.cobaltbay.com:587...
=== Connected to mail.cobaltbay.com.
<-  220 mail.cobaltbay.com ESMTP Postfix (Debian/GNU)
 -> EHLO devbox.lan
<-  250-mail.cobaltbay.com
<-  250-STARTTLS
<-  250 SMTPUTF8
 -> STARTTLS
<-  220 2.0.0 Ready to start TLS
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> EHLO devbox.lan
<~  250-AUTH PLAIN LOGIN
<~  250 SMTPUTF8
 ~> AUTH LOGIN
<~  334 VXNlcm5hbWU6
 ~> «=u»
<~  334 UGFzc3dvcmQ6
 ~> «a»
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<relay@cobaltbay.com>
<~  250 2.1.0 Ok
`, V{"p": p1, "=u": b64s(u1), "a": b64s(p1)}, "VXNlcm5hbWU6", "UGFzc3dvcmQ6", "TLS_AES_256_GCM_SHA384")

	u2, p2 := "apikey", g.sendgrid()
	g.emlAdd("email/openssl-s-client-auth-plain", `
$ printf '\0apikey\0%s' "$SG_KEY" | base64 -w0
«a»
$ openssl s_client -starttls smtp -connect smtp.sendgrid.net:587 -crlf -quiet
depth=2 C = US, O = DigiCert Inc, OU = www.digicert.com, CN = DigiCert Global Root G2
verify return:1
250 STARTTLS
EHLO devbox
250-smtp.sendgrid.net
250-8BITMIME
250-PIPELINING
250-SIZE 31457280
250-STARTTLS
250-AUTH PLAIN LOGIN
250 AUTH=PLAIN LOGIN
AUTH PLAIN «a»
235 Authentication successful
`, V{"a": emlPlain(u2, p2)}, "smtp.sendgrid.net:587", "250 AUTH=PLAIN LOGIN")

	p3 := g.s(alLower, 16)
	g.emlAdd("email/python-smtplib-debuglevel", `
$ python3 send_report.py
send: 'ehlo [127.0.1.1]\r\n'
reply: b'250-smtp.gmail.com at your service, [88.130.«=o».12]\r\n'
reply: b'250-SIZE 35882577\r\n'
reply: b'250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\r\n'
reply: retcode (250); Msg: b'smtp.gmail.com at your service'
send: 'AUTH PLAIN «a»\r\n'
reply: b'235 2.7.0 Accepted\r\n'
reply: retcode (235); Msg: b'2.7.0 Accepted'
send: 'mail FROM:<reports.cobaltbay@gmail.com> size=1832\r\n'
reply: b'250 2.1.0 OK «_gid» - gsmtp\r\n'
`, V{"=o": g.digits(2), "a": emlPlain("reports.cobaltbay@gmail.com", p3), "_gid": g.b64u(26) + "." + g.digits(3)}, "PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH")

	p4 := g.pw()
	g.emlAdd("email/phpmailer-debug-output", `
2024-06-12 09:41:02	SERVER -> CLIENT: 220 mail.atelier-lune.fr ESMTP
2024-06-12 09:41:02	CLIENT -> SERVER: EHLO www.atelier-lune.fr
2024-06-12 09:41:02	SERVER -> CLIENT: 250-mail.atelier-lune.fr
                                      250-AUTH LOGIN PLAIN
                                      250 CHUNKING
2024-06-12 09:41:02	CLIENT -> SERVER: AUTH LOGIN
2024-06-12 09:41:02	SERVER -> CLIENT: 334 VXNlcm5hbWU6
2024-06-12 09:41:02	CLIENT -> SERVER: «=u»
2024-06-12 09:41:02	SERVER -> CLIENT: 334 UGFzc3dvcmQ6
2024-06-12 09:41:02	CLIENT -> SERVER: «a»
2024-06-12 09:41:03	SERVER -> CLIENT: 535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6
2024-06-12 09:41:03	SMTP ERROR: Password command failed: 535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6
SMTP Error: Could not authenticate.
`, V{"=u": b64s("contact@atelier-lune.fr"), "a": b64s(p4)}, "SMTP ERROR: Password command failed", "www.atelier-lune.fr")

	g.emlAdd("email/javamail-debug-benign", `
DEBUG: JavaMail version 1.6.2
DEBUG SMTP: useEhlo true, useAuth true
DEBUG SMTP: trying to connect to host "smtp.office365.com", port 587, isSSL false
220 AM0PR02CA0101.outlook.office365.com Microsoft ESMTP MAIL Service ready at Wed, 12 Jun 2024 09:50:14 +0000
DEBUG SMTP: Found extension "AUTH", arg "LOGIN XOAUTH2"
DEBUG SMTP: protocolConnect login, host=smtp.office365.com, user=svc-orders@kestrel.dev, password=<non-null>
DEBUG SMTP: Attempt to authenticate using mechanisms: LOGIN PLAIN DIGEST-MD5 NTLM XOAUTH2
DEBUG SMTP: AUTH LOGIN command trace suppressed
DEBUG SMTP: AUTH LOGIN failed
`, nil, "password=<non-null>", "AUTH LOGIN command trace suppressed", "user=svc-orders@kestrel.dev")

	tok := g.ya29()
	g.emlAdd("email/imap-xoauth2-openssl", `
$ openssl s_client -connect imap.gmail.com:993 -crlf -quiet
* OK Gimap ready for requests from 88.130.«=o».12 «_gi»
a1 AUTHENTICATE XOAUTH2 «a»
a1 OK dana.k.dev@gmail.com authenticated (Success)
a2 SELECT INBOX
* FLAGS (\Answered \Flagged \Draft \Deleted \Seen $NotPhishing $Phishing)
* 1832 EXISTS
a2 OK [READ-WRITE] INBOX selected. (Success)
`, V{"=o": g.digits(2), "_gi": g.an(12), "a": emlXOAuth2("dana.k.dev@gmail.com", tok)}, "a1 OK dana.k.dev@gmail.com authenticated (Success)")

	g.emlAdd("email/imap-login-plain-telnet", `
$ openssl s_client -connect mail.larchmont.net:993 -quiet
* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN AUTH=LOGIN] Dovecot (Debian) ready.
a LOGIN printer@larchmont.net "«a»"
a OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE SORT SORT=DISPLAY THREAD=REFERENCES] Logged in
b LIST "" "*"
* LIST (\HasNoChildren) "." INBOX
b OK List completed (0.001 + 0.000 secs).
`, V{"a": g.pwStrong()}, "Dovecot (Debian) ready.", "a LOGIN printer@larchmont.net")

	g.emlAdd("email/pop3-user-pass-session", `
$ openssl s_client -connect pop.gmx.net:995 -quiet
+OK POP server ready H mipop-gmx«=n»
USER oma.schulz@gmx.de
+OK password required for user "oma.schulz@gmx.de"
PASS «a»
+OK mailbox "oma.schulz@gmx.de" has 14 messages (812334 octets) H mipop-gmx«=n»
STAT
+OK 14 812334
QUIT
`, V{"=n": g.digits(3), "a": g.pw()}, "pop.gmx.net:995", `+OK password required for user "oma.schulz@gmx.de"`)

	p6 := g.an(12)
	g.emlAdd("email/curl-smtps-user-verbose", `
$ curl -v --ssl-reqd --url 'smtps://smtp.zoho.eu:465' --mail-from hello@saffron.in --mail-rcpt qa@saffron.in \
    --user 'hello@saffron.in:«a»' -T mail.txt
*   Trying 185.230.214.«=o»:465...
* Connected to smtp.zoho.eu (185.230.214.«=o») port 465
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
< 220 mx.zoho.eu SMTP Server ready June 12, 2024 9:58:01 AM UTC
> EHLO mail.txt
< 250-AUTH LOGIN PLAIN
> AUTH PLAIN «b»
< 235 Authentication Successful
> MAIL FROM:<hello@saffron.in>
`, V{"a": p6, "=o": g.digits(3), "b": emlPlain("hello@saffron.in", p6)}, "smtps://smtp.zoho.eu:465", "235 Authentication Successful")

	g.emlAdd("email/tcpdump-port25-auth-login", `
$ sudo tcpdump -i eth0 -A -s0 'tcp port 587' | grep -E '^(AUTH|334|235|[A-Za-z0-9+/=]{8,}$)'
tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
AUTH LOGIN
334 VXNlcm5hbWU6
«=u»
334 UGFzc3dvcmQ6
«a»
235 2.7.0 Authentication successful
`, V{"=u": b64s("scanner@larchmont.net"), "a": b64s(g.pw())}, "tcpdump: verbose output suppressed")

	p5 := g.pwStrong()
	g.emlAdd("email/swaks-auth-plain-cli-and-echo", `
$ swaks -s smtp.ridgeway.app:465 --tlsc -a PLAIN -au portal@ridgeway.app -ap '«p»' -t qa@ridgeway.app --quit-after AUTH
=== Trying smtp.ridgeway.app:465...
=== Connected to smtp.ridgeway.app.
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
<~  220 smtp.ridgeway.app ESMTP Haraka/3.0.3 ready
 ~> EHLO devbox
<~  250-AUTH PLAIN LOGIN CRAM-MD5
 ~> AUTH PLAIN «a»
<~  235 2.7.0 Authentication successful
 ~> QUIT
<~  221 2.0.0 smtp.ridgeway.app closing connection
`, V{"p": p5, "a": emlPlain("portal@ridgeway.app", p5)}, "Haraka/3.0.3", "--quit-after AUTH")

	g.emlAdd("email/msmtp-debug-output", `
$ echo test | msmtp --debug -a work ops@kestrel.dev
loaded system configuration file /etc/msmtprc
loaded user configuration file /home/jonas/.msmtprc
using account work from /home/jonas/.msmtprc
host = smtp.office365.com
port = 587
auth = choose
user = jonas.becker@kestrel.dev
password = *
passwordeval = (not set)
<-- 220 FR0P281CA0112.outlook.office365.com Microsoft ESMTP MAIL Service ready
--> AUTH XOAUTH2 «a»
<-- 235 2.7.0 Authentication successful
`, V{"a": emlXOAuth2("jonas.becker@kestrel.dev", g.jwt("RS256", `{"aud":"https://outlook.office.com","scp":"SMTP.Send","upn":"jonas.becker@kestrel.dev"}`))}, "password = *", "passwordeval = (not set)")
}

// ---- inbound and event webhooks ----

func (g *G) emlWebhooks() {
	g.emlAdd("email/mailgun-webhook-verify-python", `
import hashlib, hmac

MAILGUN_WEBHOOK_SIGNING_KEY = "«a»"

def verify(token: str, timestamp: str, signature: str) -> bool:
    digest = hmac.new(MAILGUN_WEBHOOK_SIGNING_KEY.encode(), f"{timestamp}{token}".encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, signature)

# sample payload from the Mailgun dashboard "Test webhook":
# {"signature": {"token": "«_tok»", "timestamp": "«_ts»", "signature": "«_sig»"}, "event-data": {"event": "delivered", "id": "«_id»"}}
`, V{"a": g.hex(32), "_tok": g.hex(50), "_ts": g.emlTS(), "_sig": g.hex(64), "_id": g.b64u(22)}, "hmac.compare_digest(digest, signature)")

	g.emlAdd("email/sendgrid-inbound-parse-basic-auth-url", `
$ curl -s -X POST https://api.sendgrid.com/v3/user/webhooks/parse/settings \
    -H "Authorization: Bearer $SENDGRID_API_KEY" -H 'Content-Type: application/json' \
    -d '{"hostname":"inbound.ledgerly.app","url":"https://parse:«a»@api.ledgerly.app/hooks/sendgrid/inbound","spam_check":true,"send_raw":false}'
{"hostname":"inbound.ledgerly.app","url":"https://parse:«a»@api.ledgerly.app/hooks/sendgrid/inbound","spam_check":true,"send_raw":false}
`, V{"a": g.an(24)}, "inbound.ledgerly.app", "$SENDGRID_API_KEY")

	g.emlAdd("email/postmark-inbound-webhook-json-benign", `
{
  "FromName": "Dana K",
  "MessageStream": "inbound",
  "From": "dana@fernwood.dev",
  "To": "«_hash»@inbound.postmarkapp.com",
  "OriginalRecipient": "«_hash»+support@inbound.postmarkapp.com",
  "Subject": "Re: ticket #4412",
  "MessageID": "«_mid»",
  "ReplyTo": "",
  "MailboxHash": "support",
  "Date": "Wed, 12 Jun 2024 10:02:11 +0200",
  "Headers": [
    {"Name": "X-Spam-Status", "Value": "No"},
    {"Name": "Message-ID", "Value": "<CAF«_gm»@mail.gmail.com>"}
  ]
}
`, V{"_hash": g.hex(32), "_mid": g.uuid(), "_gm": g.b64u(40)}, `"MailboxHash": "support"`)

	g.emlAdd("email/ses-sns-notification-benign", `
{
  "Type" : "Notification",
  "MessageId" : "«_id»",
  "TopicArn" : "arn:aws:sns:eu-west-1:«_acct»:ses-bounces",
  "Message" : "{\"notificationType\":\"Bounce\",\"bounce\":{\"feedbackId\":\"«_fb»\",\"bounceType\":\"Permanent\",\"bounceSubType\":\"General\",\"bouncedRecipients\":[{\"emailAddress\":\"old.user@example.org\",\"action\":\"failed\",\"status\":\"5.1.1\"}]},\"mail\":{\"messageId\":\"«_mid»\"}}",
  "Timestamp" : "2024-06-12T10:04:51.332Z",
  "SignatureVersion" : "1",
  "Signature" : "«_sig»",
  "SigningCertURL" : "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-«_cert».pem",
  "UnsubscribeURL" : "https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=arn:aws:sns:eu-west-1:«_acct»:ses-bounces:«_sub»"
}
`, V{"_id": g.uuid(), "_acct": g.digits(12), "_fb": "0102" + g.hex(16) + "-" + g.uuid() + "-000000", "_mid": "0102" + g.hex(16) + "-" + g.uuid() + "-000000", "_sig": g.b64(256), "_cert": g.hex(32), "_sub": g.uuid()}, `\"bounceType\":\"Permanent\"`)

	g.emlAdd("email/sparkpost-webhook-auth-token", `
$ curl -s -X POST https://api.sparkpost.com/api/v1/webhooks -H "Authorization: $SPARKPOST_API_KEY" -H 'Content-Type: application/json' -d '{
  "name": "bounces to app",
  "target": "https://api.quarry.io/hooks/sparkpost",
  "auth_type": "basic",
  "auth_credentials": {"username": "sparkpost", "password": "«a»"},
  "events": ["bounce", "spam_complaint", "out_of_band"]
}'
{"results":{"id":"«_id»","links":[]}}
`, V{"a": g.pwURL(), "_id": g.uuid()}, "$SPARKPOST_API_KEY", "https://api.quarry.io/hooks/sparkpost")

	g.emlAdd("email/cloudmailin-address-and-url", `
# CloudMailin: the address is public, the HTTP target carries basic auth
CLOUDMAILIN_ADDRESS=«_addr»@cloudmailin.net
CLOUDMAILIN_FORWARD_URL=https://cloudmailin:«a»@api.ridgeway.app/inbound/mail
CLOUDMAILIN_SMTP_URL=smtp://«_user»:«b»@«_user».smtp.cloudmailin.net:587?starttls=true
`, V{"_addr": g.hex(16), "a": g.an(20), "_user": g.hex(16), "b": g.an(24)}, "api.ridgeway.app/inbound/mail")

	g.emlAdd("email/cloudflare-email-worker-secret", `
$ npx wrangler secret put FORWARD_HOOK_TOKEN --name email-router
✔ Enter a secret value: … «a»
🌀 Creating the secret for the Worker "email-router"
✨ Success! Uploaded secret FORWARD_HOOK_TOKEN
$ cat src/index.ts | sed -n 1,8p
export default {
  async email(message, env, ctx) {
    if (message.to.endsWith("@support.pinecrest.app")) {
      await fetch("https://api.pinecrest.app/mail", { method: "POST", headers: { authorization: ˋBearer ${env.FORWARD_HOOK_TOKEN}ˋ }, body: message.raw });
    }
    await message.forward("team@pinecrest.app");
  },
};
`, V{"a": g.hex(48)}, "${env.FORWARD_HOOK_TOKEN}", "email-router")

	g.emlAdd("email/brevo-webhook-create-with-bearer", `
$ curl -s -X POST https://api.brevo.com/v3/webhooks -H "api-key: $BREVO_API_KEY" -H 'content-type: application/json' \
   -d '{"type":"transactional","events":["hardBounce","spam","unsubscribed"],"url":"https://atelier-lune.fr/wp-json/brevo/v1/events","auth":{"type":"bearer","token":"«a»"}}'
{"id":«_id»}
`, V{"a": g.hex(40), "_id": g.digits(7)}, "$BREVO_API_KEY", "https://atelier-lune.fr/wp-json/brevo/v1/events")

	g.emlAdd("email/mailjet-event-callback-basic-auth", `
$ curl -s -X POST --user "$MJ_APIKEY_PUBLIC:$MJ_APIKEY_PRIVATE" https://api.mailjet.com/v3/REST/eventcallbackurl \
    -H 'Content-Type: application/json' \
    -d '{"EventType":"bounce","Url":"https://hooks:«a»@verdant.garden/mailjet/events","Version":2}'
{"Count":1,"Data":[{"APIKeyID":«_kid»,"EventType":"bounce","ID":«_id»,"IsBackup":false,"Status":"alive","Url":"https://hooks:«a»@verdant.garden/mailjet/events","Version":2}],"Total":1}
`, V{"a": g.an(20), "_kid": g.digits(7), "_id": g.digits(7)}, "$MJ_APIKEY_PRIVATE", "https://api.mailjet.com/v3/REST/eventcallbackurl")
}

// ---- bounces and reports ----

func (g *G) emlReports() {
	g.emlAdd("email/dmarc-aggregate-xml-benign", `
$ zcat 'google.com!fernwood.dev!1718064000!1718150399.zip.gz' 2>/dev/null || unzip -p 'google.com!fernwood.dev!1718064000!1718150399.zip'
<?xml version="1.0" encoding="UTF-8" ?>
<feedback>
  <report_metadata>
    <org_name>google.com</org_name>
    <email>noreply-dmarc-support@google.com</email>
    <report_id>«_rid»</report_id>
    <date_range><begin>1718064000</begin><end>1718150399</end></date_range>
  </report_metadata>
  <policy_published><domain>fernwood.dev</domain><adkim>r</adkim><aspf>r</aspf><p>quarantine</p><pct>100</pct></policy_published>
  <record>
    <row><source_ip>167.89.«=o».12</source_ip><count>41</count><policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated></row>
    <auth_results><dkim><domain>fernwood.dev</domain><selector>s1</selector><result>pass</result></dkim></auth_results>
  </record>
</feedback>
`, V{"_rid": g.digits(20), "=o": g.digits(3)}, "noreply-dmarc-support@google.com", "<selector>s1</selector>")

	g.emlAdd("email/dsn-bounce-message-benign", `
From: Mail Delivery System <MAILER-DAEMON@mx1.harborline.io>
Subject: Undelivered Mail Returned to Sender
Message-Id: <«_m»@mx1.harborline.io>
Content-Type: multipart/report; report-type=delivery-status; boundary="«_q».«_ts»/mx1.harborline.io"

--«_q».«_ts»/mx1.harborline.io
Content-Type: message/delivery-status

Reporting-MTA: dns; mx1.harborline.io
X-Postfix-Queue-ID: «_q»
X-Postfix-Sender: rfc822; orders@harborline.io
Arrival-Date: Wed, 12 Jun 2024 08:01:44 +0000 (UTC)

Final-Recipient: rfc822; gone.customer@example.net
Original-Recipient: rfc822;gone.customer@example.net
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <gone.customer@example.net>: Recipient address rejected: User unknown
`, V{"_m": g.emlMsgID(), "_q": g.emlQID(), "_ts": g.digits(10)}, "Recipient address rejected: User unknown", "X-Postfix-Sender: rfc822; orders@harborline.io")

	g.emlAdd("email/parsedmarc-ini", `
[general]
save_aggregate = True
save_forensic = True

[imap]
host = imap.fastmail.com
user = dmarc@fernwood.dev
password = «a»
watch = True

[elasticsearch]
hosts = https://elastic:«b»@es.fernwood.dev:9200
ssl = True

[mailbox]
reports_folder = INBOX
archive_folder = Archive
`, V{"a": g.s(alLowNum, 16), "b": g.pwURL()}, "reports_folder = INBOX", "user = dmarc@fernwood.dev")

	g.emlAdd("email/mailgun-events-api-benign-storage", `
$ curl -s --user "api:$MAILGUN_API_KEY" "https://api.eu.mailgun.net/v3/mg.brightpath.ai/events?event=failed&limit=1" | jq '.items[0] | {id, event, severity, recipient, storage, "delivery-status": .["delivery-status"].code}'
{
  "id": "«_id»",
  "event": "failed",
  "severity": "permanent",
  "recipient": "nobody@example.invalid",
  "storage": {
    "url": "https://storage-europe-west1.api.mailgun.net/v3/domains/mg.brightpath.ai/messages/«_key»",
    "key": "«_key»"
  },
  "delivery-status": 550
}
`, V{"_id": g.b64u(22), "_key": g.b64u(60) + "=="}, "$MAILGUN_API_KEY", "nobody@example.invalid")

	g.emlAdd("email/tlsrpt-json-benign", `
{
  "organization-name": "Microsoft Corporation",
  "date-range": {"start-datetime": "2024-06-11T00:00:00Z", "end-datetime": "2024-06-11T23:59:59Z"},
  "contact-info": "tlsrpt-noreply@microsoft.com",
  "report-id": "«_rid»+fernwood.dev",
  "policies": [{
    "policy": {"policy-type": "sts", "policy-string": ["version: STSv1", "mode: enforce", "mx: mx1.fernwood.dev", "max_age: 604800"], "policy-domain": "fernwood.dev"},
    "summary": {"total-successful-session-count": 212, "total-failure-session-count": 0}
  }]
}
`, V{"_rid": "133" + g.digits(15)}, "tlsrpt-noreply@microsoft.com", "mode: enforce")

	g.emlAdd("email/sendgrid-bounces-api-benign", `
$ curl -s "https://api.sendgrid.com/v3/suppression/bounces?limit=2" -H "Authorization: Bearer $SENDGRID_API_KEY" | jq .
[
  {
    "created": 1718182911,
    "email": "old.user@example.org",
    "reason": "550 5.1.1 The email account that you tried to reach does not exist. «_g» - gsmtp",
    "status": "5.1.1"
  }
]
`, V{"_g": g.b64u(26) + "." + g.digits(3)}, "$SENDGRID_API_KEY", "old.user@example.org")

	g.emlAdd("email/arf-feedback-report-benign", `
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: Yahoo!-Mail-Feedback/2.0
Version: 0.1
Original-Mail-From: <bounces+«_sgu»-«_sgh»-user=yahoo.com@em«_em».tidewater.so>
Arrival-Date: Wed, 12 Jun 2024 07:11:02 +0000
Source-IP: 149.72.«=o».«=o2»
Reported-Domain: tidewater.so
`, V{"_sgu": g.digits(8), "_sgh": g.hex(4), "_em": g.digits(4), "=o": g.digits(3), "=o2": g.digits(2)}, "Yahoo!-Mail-Feedback/2.0", "Reported-Domain: tidewater.so")
}

// ---- chats, tickets and agent sessions about mail ----

func (g *G) emlChat() {
	g.emlAdd("email/chat-gmail-app-password-spaced", `
user: ok I made an app password for the nas alerts account like you said. google shows it as

    «a»

where does it go, the synology "Notification > Email" page or the postfix thing?
assistant: The Synology page: SMTP server smtp.gmail.com, port 587, secure connection on, username nas.alerts.larchmont@gmail.com, and paste that 16-letter password (spaces don't matter).
`, V{"a": g.emlApp()}, "smtp.gmail.com, port 587", "nas.alerts.larchmont@gmail.com")

	g.emlAdd("email/chat-mailgun-key-pasted-debug", `
user: mail stopped on staging after I rotated keys. here's what's set now:
MAILGUN_API_KEY=«a»
MAILGUN_DOMAIN=mg.pinecrest.app
and the logs just say 401 Forbidden
assistant: A 401 from Mailgun with a fresh key usually means the EU/US region doesn't match. mg.pinecrest.app is on the EU region, so the client must use https://api.eu.mailgun.net.
`, V{"a": g.emlMG()}, "MAILGUN_DOMAIN=mg.pinecrest.app", "https://api.eu.mailgun.net")

	g.emlAdd("email/chat-outlook-app-password", `
> can you set up the printer scan-to-email? account is scanner@larchmont.net, MFA is on so I generated an app password: «a»
Sure. On the printer's web UI (Network → Email → SMTP): server smtp.office365.com, port 587, STARTTLS, auth LOGIN, user scanner@larchmont.net and that app password. Note that app passwords only work if the tenant still allows SMTP AUTH for that mailbox.
`, V{"a": g.emlMSApp()}, "scanner@larchmont.net", "smtp.office365.com, port 587")

	g.emlAdd("email/chat-agent-summary-restates-smtp-password", `
assistant: Done. Summary of the changes:

| Setting | Old | New |
|---|---|---|
| SMTP host | smtp.gmail.com | email-smtp.eu-west-1.amazonaws.com |
| SMTP user | shop.harborline@gmail.com | «u» |
| SMTP password | (app password) | «a» |
| From | orders@harborline.io | orders@harborline.io |

I also removed the old Gmail app password from config/mail.yml.
`, V{"u": g.awsID(), "a": g.emlSES()}, "email-smtp.eu-west-1.amazonaws.com", "config/mail.yml")

	g.emlAdd("email/github-issue-postfix-relay-help", `
### Describe the bug
docker-mailserver doesn't relay through Mailjet, log says "SASL authentication failed; server in-v3.mailjet.com[104.199.«=o».«=o2»] said: 535 5.7.8 Error: authentication failed"

### My config
`+"```env"+`
RELAY_HOST=in-v3.mailjet.com
RELAY_PORT=587
RELAY_USER=«=k»
RELAY_PASSWORD=«a»
`+"```"+`

### Version
ghcr.io/docker-mailserver/docker-mailserver:14.0.0
`, V{"=o": g.digits(3), "=o2": g.digits(2), "=k": g.hex(32), "a": g.hex(32)}, "ghcr.io/docker-mailserver/docker-mailserver:14.0.0", "RELAY_HOST=in-v3.mailjet.com")

	g.emlAdd("email/slack-message-resend-key-share", `
[10:14] sam: @li can you add the resend key to the preview env? «a»
[10:15] li: done, also put it in 1Password under "Resend – preview"
[10:15] sam: ty 🙏 domain is verified, DKIM records are resend._domainkey.tidewater.so
`, V{"a": "re_" + g.an(8) + "_" + g.an(24)}, "resend._domainkey.tidewater.so", "Resend – preview")

	g.emlAdd("email/chat-ses-sandbox-question", `
user: SES keeps saying "Email address is not verified" even though I can log in to SMTP fine with
  user: «u»
  pass: «a»
region eu-central-1. what am I missing?
assistant: The credentials are fine; the account is still in the SES sandbox, where every recipient must be verified. Request production access in the SES console for eu-central-1.
`, V{"u": g.awsID(), "a": g.emlSES()}, "Email address is not verified", "eu-central-1")

	g.emlAdd("email/ticket-hubspot-token-in-description", `
KST-2211  Sync newsletter signups to HubSpot
Status: In Progress   Assignee: jonas.becker
Description:
  Use the private app "website-forms" (scopes crm.objects.contacts.write, forms).
  Token for staging: «a»
  Portal id: «_portal»
  Endpoint: POST https://api.hubapi.com/crm/v3/objects/contacts
`, V{"a": g.hubspot(), "_portal": g.digits(8)}, "https://api.hubapi.com/crm/v3/objects/contacts", "crm.objects.contacts.write")

	g.emlAdd("email/chat-dovecot-password-reset", `
user: reset the password for printer@larchmont.net to «a» and tell me the doveadm line
assistant: Run this on the mail host:

    doveadm pw -s SHA512-CRYPT -p '«a»'

then replace the hash for printer@larchmont.net in /etc/dovecot/users and run ˋdoveadm auth test printer@larchmont.netˋ.
`, V{"a": g.pw()}, "/etc/dovecot/users", "doveadm pw -s SHA512-CRYPT")

	g.emlAdd("email/agent-grep-env-files-smtp", `
$ grep -rn --include='*.env*' -iE 'smtp|mail' .
./apps/api/.env.production:14:SMTP_URL=smtp://apikey:«a»@smtp.sendgrid.net:587
./apps/api/.env.example:14:SMTP_URL=smtp://apikey:<sendgrid-key>@smtp.sendgrid.net:587
./apps/worker/.env:3:MAIL_FROM=jobs@ridgeway.app
./apps/worker/.env:4:MAIL_PASSWORD=«b»
./infra/.env.mail:1:POSTMARK_TOKEN=«c»
`, V{"a": g.sendgrid(), "b": g.pw(), "c": g.uuid()}, "SMTP_URL=smtp://apikey:<sendgrid-key>@smtp.sendgrid.net:587", "MAIL_FROM=jobs@ridgeway.app")

	g.emlAdd("email/agent-test-output-mail-config", `
$ pytest tests/test_mail.py -q
F.
=================================== FAILURES ===================================
____________________________ test_smtp_login_works _____________________________
    def test_smtp_login_works(settings):
>       assert send_test_mail(settings.EMAIL_HOST, settings.EMAIL_HOST_USER, settings.EMAIL_HOST_PASSWORD)
E       AssertionError: assert False
E        +  where False = send_test_mail('smtp.zoho.eu', 'hello@saffron.in', '«a»')
tests/test_mail.py:12: AssertionError
1 failed, 1 passed in 3.02s
`, V{"a": g.an(12)}, "test_smtp_login_works", "smtp.zoho.eu")
}

// ---- benign look-alikes ----

func (g *G) emlBenign() {
	g.emlAdd("email/headers-message-ids-and-provider-ids-benign", `
Received: from o1678.sgnb.tidewater.so (o1678.sgnb.tidewater.so [149.72.«=o».9])
	by mx.fernwood.dev (Postfix) with ESMTPS id «_q»
	for <dana@fernwood.dev>; Wed, 12 Jun 2024 10:11:02 +0000 (UTC)
Message-ID: <«_sg»@geopod-ismtpd-3>
X-SG-EID: u001.«_eid»
X-SG-ID: u001.SdBcvi+Evd/bQef8eZF3Bt«_sgid»
X-Entity-ID: u001.«_ent»
X-Mailgun-Sid: «_mgs»
X-PM-Message-Id: «_pm»
X-SES-Outgoing: 2024.06.12-54.240.«=o2».12
Feedback-ID: ::1.eu-west-1.«_fb»=:AmazonSES
`, V{"=o": g.digits(3), "_q": g.emlLQID(), "_sg": g.b64u(22), "_eid": g.b64(120), "_sgid": g.b64(60), "_ent": g.b64(24), "_mgs": b64s(g.hex(12)), "_pm": g.uuid(), "=o2": g.digits(2), "_fb": g.b64(30)}, "geopod-ismtpd-3", "AmazonSES")

	g.emlAdd("email/list-unsubscribe-and-pixel-benign", `
List-Unsubscribe: <https://tidewater.us19.list-manage.com/unsubscribe?u=«_u»&id=«_id»&t=b&e=«_e»&c=«_c»>, <mailto:unsubscribe-mc.us19_«_u».«_c»-«_e»@unsubscribe.mailchimpapp.net>
List-Unsubscribe-Post: List-Unsubscribe=One-Click
<img src="https://tidewater.us19.list-manage.com/track/open.php?u=«_u»&id=«_c»&e=«_e»" height="1" width="1" alt="">
<img src="https://u«_sgu».ct.sendgrid.net/wf/open?upn=«_upn»" alt="" width="1" height="1" border="0">
`, V{"_u": g.hex(25), "_id": g.hex(10), "_e": g.hex(10), "_c": g.hex(10), "_sgu": g.digits(8), "_upn": g.b64u(180)}, "List-Unsubscribe=One-Click")

	g.emlAdd("email/mta-sts-and-bimi-records-benign", `
$ dig +short TXT _mta-sts.fernwood.dev
"v=STSv1; id=«_id»"
$ curl -s https://mta-sts.fernwood.dev/.well-known/mta-sts.txt
version: STSv1
mode: enforce
mx: mx1.fernwood.dev
max_age: 604800
$ dig +short TXT default._bimi.fernwood.dev
"v=BIMI1; l=https://fernwood.dev/bimi/logo.svg; a=;"
$ dig +short TXT _dmarc.fernwood.dev
"v=DMARC1; p=quarantine; rua=mailto:«_rua»@dmarc.postmarkapp.com; ruf=mailto:dmarc@fernwood.dev; fo=1"
`, V{"_id": g.digits(14), "_rua": "re+" + g.s(alLowNum, 11)}, "https://fernwood.dev/bimi/logo.svg", "v=DMARC1; p=quarantine")

	g.emlAdd("email/authentication-results-benign", `
Authentication-Results: mx.google.com;
       dkim=pass header.i=@mg.brightpath.ai header.s=k1 header.b=«_hb»;
       dkim=pass header.i=@mailgun.org header.s=mg header.b=«_hb2»;
       spf=pass (google.com: domain of bounce+«_bid»@mg.brightpath.ai designates 159.135.«=o».5 as permitted sender) smtp.mailfrom="bounce+«_bid»@mg.brightpath.ai";
       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=brightpath.ai
`, V{"_hb": g.b64u(8), "_hb2": g.b64u(8), "_bid": g.hex(6) + "." + g.hex(10) + "-" + "dana=gmail.com", "=o": g.digits(3)}, "dmarc=pass (p=NONE sp=NONE dis=NONE)")

	g.emlAdd("email/masked-keys-in-dashboards-benign", `
$ postmark servers get «_sid» | grep -i token
  ApiTokens: ["••••••••-••••-••••-••••-••••••••«=t»"]
$ mailgun keys list | head -3
ID                  ROLE    KIND    DOMAIN               HINT
«_kid»   admin   user    -                    «=h»
«_kid2»   basic   domain  mg.harborline.io     «=h2»
`, V{"_sid": g.digits(8), "=t": g.hex(4), "_kid": g.hex(8) + "-" + g.hex(8), "=h": g.hex(4), "_kid2": g.hex(8) + "-" + g.hex(8), "=h2": g.hex(4)}, "mg.harborline.io")

	g.emlAdd("email/rspamc-scan-output-benign", `
$ rspamc < ~/Maildir/cur/«_f»
Results for file: stdin (0.241 seconds)
[Metric: default]
Action: no action
Spam: false
Score: -0.81 / 15.00
Symbol: ARC_ALLOW (-1.00)[google.com:s=arc-20240605:i=1]
Symbol: DKIM_TRACE (0.00)[fernwood.dev:+]
Symbol: R_DKIM_ALLOW (-0.20)[fernwood.dev:s=google]
Symbol: R_SPF_ALLOW (-0.20)[+ip4:209.85.128.0/17]
Message-ID: CAF«_m»@mail.gmail.com
`, V{"_f": g.digits(10) + ".M" + g.digits(6) + "P" + g.digits(5) + ".mx1,S=4412,W=4501:2,S", "_m": g.b64u(40)}, "ARC_ALLOW (-1.00)[google.com:s=arc-20240605:i=1]")

	g.emlAdd("email/env-example-mail-placeholders-benign", `
# .env.example
MAIL_MAILER=smtp
MAIL_HOST=smtp.mailtrap.io
MAIL_PORT=2525
MAIL_USERNAME=null
MAIL_PASSWORD=null
POSTMARK_TOKEN=POSTMARK_API_TEST
SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
MAILGUN_SECRET=key-your-mailgun-key
RESEND_API_KEY=re_123456789
`, nil, "SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", "MAILGUN_SECRET=key-your-mailgun-key", "RESEND_API_KEY=re_123456789", "POSTMARK_TOKEN=POSTMARK_API_TEST")

	g.emlAdd("email/dovecot-log-session-ids-benign", `
Jun 12 10:20:41 mx1 dovecot: imap-login: Login: user=<dana@fernwood.dev>, method=PLAIN, rip=88.130.«=o».12, lip=10.0.0.5, mpid=«=p», TLS, session=<«_s»>
Jun 12 10:20:41 mx1 dovecot: imap(dana@fernwood.dev)<«=p»><«_s»>: Logged out in=312 out=18842 deleted=0 expunged=0 trashed=0 hdr_count=14 hdr_bytes=4211 body_count=2 body_bytes=9120
Jun 12 10:21:03 mx1 dovecot: auth: passwd-file(ops@fernwood.dev,45.155.205.«=o2»,<«_s2»>): Password mismatch
`, V{"=o": g.digits(2), "=p": g.digits(5), "_s": g.b64(12), "=o2": g.digits(2), "_s2": g.b64(12)}, "Password mismatch", "method=PLAIN")

	g.emlAdd("email/gmail-api-message-ids-benign", `
$ gcloud auth print-access-token >/dev/null && python3 list_msgs.py --q 'from:noreply@github.com' --max 2
{'id': '«_a»', 'threadId': '«_a»'}
{'id': '«_b»', 'threadId': '«_t»'}
historyId: «_h»
`, V{"_a": g.hex(16), "_b": g.hex(16), "_t": g.hex(16), "_h": g.digits(8)}, "from:noreply@github.com")
}
