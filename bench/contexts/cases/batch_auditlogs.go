package cases

import (
	"encoding/hex"
	"strings"
)

// auditlogsCases adds audit and access logs that recorded credentials by
// accident, as a security or platform engineer greps, queries or exports
// them during an investigation, a review or a migration of a log pipeline.
// Sources: AWS CloudTrail (the event record's userIdentity,
// requestParameters and responseElements for ECS RegisterTaskDefinition,
// CodeBuild CreateProject, SSM SendCommand, CloudFormation CreateStack,
// STS AssumeRole, Redshift Data API and Athena queries, and the events
// AWS masks with HIDDEN_DUE_TO_SECURITY_REASONS, lookup-events and Athena
// queries over the trail); GCP Cloud Audit Logs (protoPayload of Cloud
// Functions, Cloud Run, Compute setMetadata, BigQuery jobs, IAM keys,
// gcloud logging read); Azure Activity, Entra sign-in and audit logs (az
// monitor, ARM requestbody, KQL over AzureActivity and SigninLogs);
// Kubernetes API server audit events (audit.k8s.io/v1 at Metadata,
// Request and RequestResponse levels, Secrets, ConfigMaps, TokenReviews,
// kubectl exec); GitHub and GitLab audit log exports and their REST calls;
// Okta System Log, Auth0 logs, Google Workspace admin reports and GAM;
// PostgreSQL log_statement=all and pgaudit, MySQL general query log,
// MongoDB profiler and audit log, Oracle unified audit, SQL Server audit;
// Linux auditd (EXECVE a0= a1= with hex-encoded arguments, PROCTITLE,
// ausearch -i), sudo and journald COMMAND= lines, bash history sent to
// syslog, snoopy; Windows Security 4688, Sysmon event 1, PowerShell
// ScriptBlock 4104 and Get-WinEvent; nginx, Apache, HAProxy and Envoy
// access logs; Kong http-log, Apigee, AWS API Gateway access logs;
// Vault audit device logs, Teleport and Boundary events; SIEM exports
// (Splunk searches and HEC, Elastic and OpenSearch, Sentinel, Datadog,
// Loki, Graylog, Sumo Logic, Chronicle); log shippers and sensors
// (CloudWatch Logs Insights and data protection, Falco, osquery, fluentd
// buffers, fluent-bit, Vector, AWS Config history, Netskope DLP);
// incident tickets, reviews and chat quoting them.
// Benign look-alikes: CloudTrail event, request and principal ids, ARNs,
// temporary access key ids standing alone, HIDDEN_DUE_TO_SECURITY_REASONS
// and sensitiveDataRemoved, GCP insertIds and key ids, Azure correlation
// and tenant ids, Kubernetes auditIDs and uids, GitHub hashed_token values,
// Okta and Auth0 event ids, Vault hmac-sha256 values and accessors,
// auditd serials and proctitles of harmless commands, Windows SIDs, logon
// ids and GUIDs, Sysmon hashes, nginx request ids, masked fields
// ([FILTERED], ******, <secret>), session ids already redacted, user
// agents. The case names start with "auditlogs/".
func (g *G) auditlogsCases() {
	g.audCloudTrail()
	g.audGCP()
	g.audAzure()
	g.audKube()
	g.audForges()
	g.audIdP()
	g.audPostgres()
	g.audOtherDB()
	g.audAuditd()
	g.audSudoSyslog()
	g.audWindows()
	g.audWebLogs()
	g.audGateways()
	g.audVaultSessions()
	g.audSIEM()
	g.audTalk()
	g.audPipelines()
}

// ---- helpers used only here ----

// audAdd is add with the "auditlogs/" prefix and "ˋ" standing for a
// backtick.
func (g *G) audAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("auditlogs/"+name, bt(tmpl), v, benign...)
}

// audHex is an argument as auditd writes it when it holds a space, a
// quote or a control character: upper-case hex of its bytes.
func audHex(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// audTitle is an auditd PROCTITLE value: the argv joined by NULs, in hex.
func audTitle(args ...string) string { return audHex(strings.Join(args, "\x00")) }

// audAcct is an AWS account id.
func (g *G) audAcct() string { return g.digits(12) }

// audHMAC is a value as a Vault audit device writes it.
func (g *G) audHMAC() string { return "hmac-sha256:" + g.hex(64) }

// audOkta is an Okta object id with its type prefix (00u, 0oa, 00g...).
func (g *G) audOkta(p string) string { return p + g.an(17) }

// audSID is a Windows domain account SID.
func (g *G) audSID() string {
	return "S-1-5-21-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(9) + "-" + g.digits(4)
}

// audGUID is a Windows GUID in braces, upper case.
func (g *G) audGUID() string { return "{" + strings.ToUpper(g.uuid()) + "}" }

// audInsert is a GCP log entry insertId.
func (g *G) audInsert() string { return g.s(alLowNum, 12) + g.pick("", "c", "1") }

// audPrincipal is an IAM role's unique id (AROA...).
func (g *G) audPrincipal(p string) string { return p + g.s(alAWS, 17) }

// audBasic is the base64 of user:password as in an Authorization header.
func audBasic(user, pw string) string { return b64s(user + ":" + pw) }

// audAuth0 is an Auth0 log id.
func (g *G) audAuth0() string { return "900" + g.digits(20) + g.digits(20) + g.digits(13) }

// ---- AWS CloudTrail ----

func (g *G) audCloudTrail() {
	acct := g.audAcct()
	g.audAdd("ct-ecs-register-task-env", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=RegisterTaskDefinition --max-results 1 --query 'Events[0].CloudTrailEvent' --output text | jq .
{
  "eventVersion": "1.08",
  "userIdentity": {
    "type": "AssumedRole",
    "principalId": "«_pid»:gha-deploy",
    "arn": "arn:aws:sts::`+acct+`:assumed-role/github-actions-deploy/gha-deploy",
    "accountId": "`+acct+`",
    "accessKeyId": "«_ak»"
  },
  "eventTime": "2024-05-14T09:12:44Z",
  "eventSource": "ecs.amazonaws.com",
  "eventName": "RegisterTaskDefinition",
  "awsRegion": "eu-west-1",
  "sourceIPAddress": "20.42.11.7",
  "userAgent": "aws-sdk-js/2.1590.0 promise",
  "requestParameters": {
    "family": "billing-api",
    "containerDefinitions": [
      {
        "name": "api",
        "image": "`+acct+`.dkr.ecr.eu-west-1.amazonaws.com/billing-api:4f1c2e9",
        "environment": [
          {"name": "NODE_ENV", "value": "production"},
          {"name": "DATABASE_URL", "value": "postgres://billing:«a»@billing-db.cluster-cz1.eu-west-1.rds.amazonaws.com:5432/billing"},
          {"name": "STRIPE_SECRET_KEY", "value": "«b»"}
        ],
        "secrets": [
          {"name": "JWT_SIGNING_KEY", "valueFrom": "arn:aws:ssm:eu-west-1:`+acct+`:parameter/billing/jwt"}
        ]
      }
    ]
  },
  "requestID": "«_req»",
  "eventID": "«_ev»",
  "readOnly": false,
  "eventType": "AwsApiCall"
}
`, V{"_pid": g.audPrincipal("AROA"), "_ak": g.awsTempID(), "a": g.pwURL(), "b": g.skLive(), "_req": g.uuid(), "_ev": g.uuid()},
		"arn:aws:ssm:eu-west-1:"+acct+":parameter/billing/jwt", "RegisterTaskDefinition")

	g.audAdd("ct-codebuild-plaintext-env", `
{"eventVersion":"1.08","userIdentity":{"type":"IAMUser","principalId":"«_pid»","arn":"arn:aws:iam::`+acct+`:user/terraform","accountId":"`+acct+`","accessKeyId":"«_ak»","userName":"terraform"},"eventTime":"2024-03-02T17:40:09Z","eventSource":"codebuild.amazonaws.com","eventName":"CreateProject","awsRegion":"us-east-1","sourceIPAddress":"34.201.9.18","userAgent":"APN/1.0 HashiCorp/1.0 Terraform/1.7.4 terraform-provider-aws/5.39.1","requestParameters":{"name":"docs-site-build","source":{"type":"GITHUB","location":"https://github.com/northwind-labs/docs-site.git"},"environment":{"type":"LINUX_CONTAINER","image":"aws/codebuild/standard:7.0","computeType":"BUILD_GENERAL1_SMALL","environmentVariables":[{"name":"ALGOLIA_ADMIN_KEY","value":"«a»","type":"PLAINTEXT"},{"name":"GH_TOKEN","value":"«b»","type":"PLAINTEXT"},{"name":"SENTRY_AUTH_TOKEN","value":"/ci/sentry-token","type":"PARAMETER_STORE"}]},"serviceRole":"arn:aws:iam::`+acct+`:role/codebuild-docs"},"responseElements":{"project":{"arn":"arn:aws:codebuild:us-east-1:`+acct+`:project/docs-site-build"}},"requestID":"«_req»","eventID":"«_ev»","readOnly":false,"eventType":"AwsApiCall","managementEvent":true,"recipientAccountId":"`+acct+`"}
`, V{"_pid": g.audPrincipal("AIDA"), "_ak": g.awsID(), "a": g.hex(32), "b": g.ghp(), "_req": g.uuid(), "_ev": g.uuid()},
		"/ci/sentry-token", "docs-site-build")

	g.audAdd("ct-ssm-sendcommand-commands", `
Found this while reviewing SendCommand events for the ops-bastion role:

    "eventName": "SendCommand",
    "eventSource": "ssm.amazonaws.com",
    "requestParameters": {
        "instanceIds": ["i-0a3f9c1e5b7d20481"],
        "documentName": "AWS-RunShellScript",
        "parameters": "HIDDEN_DUE_TO_SECURITY_REASONS",
        "interactive": false
    },
    "responseElements": {
        "command": {
            "commandId": "«_cmd»",
            "documentName": "AWS-RunShellScript",
            "parameters": {
                "commands": [
                    "mysql -h 10.20.4.11 -u root -p'«a»' -e 'SHOW SLAVE STATUS\\G'",
                    "systemctl restart replication-exporter"
                ]
            },
            "status": "Pending"
        }
    },
    "requestID": "«_req»",

requestParameters is masked but responseElements echoes the commands back unmasked.
`, V{"_cmd": g.uuid(), "a": g.pw(), "_req": g.uuid()}, "HIDDEN_DUE_TO_SECURITY_REASONS", "i-0a3f9c1e5b7d20481")

	g.audAdd("ct-assumerole-response-creds", `
$ zcat AWSLogs/`+acct+`/CloudTrail/us-east-1/2024/06/11/`+acct+`_CloudTrail_us-east-1_20240611T1405Z_«_file».json.gz | jq '.Records[] | select(.eventName=="AssumeRole") | {userIdentity, requestParameters, responseElements}' | head -40
{
  "userIdentity": {
    "type": "AWSService",
    "invokedBy": "ec2.amazonaws.com"
  },
  "requestParameters": {
    "roleArn": "arn:aws:iam::`+acct+`:role/jenkins-agent",
    "roleSessionName": "i-07d1c4e9ab3320f5e"
  },
  "responseElements": {
    "credentials": {
      "accessKeyId": "«=ak»",
      "sessionToken": "«a»",
      "expiration": "Jun 11, 2024, 8:05:31 PM"
    },
    "assumedRoleUser": {
      "assumedRoleId": "«_rid»:i-07d1c4e9ab3320f5e",
      "arn": "arn:aws:sts::`+acct+`:assumed-role/jenkins-agent/i-07d1c4e9ab3320f5e"
    }
  }
}
`, V{"_file": g.an(16), "=ak": g.awsTempID(), "a": g.awsSession(), "_rid": g.audPrincipal("AROA")},
		"arn:aws:iam::"+acct+":role/jenkins-agent")

	g.audAdd("ct-cfn-createstack-params", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=analytics-rds --output json | jq -r '.Events[].CloudTrailEvent' | jq '.requestParameters.parameters'
[
  {
    "parameterKey": "DBInstanceClass",
    "parameterValue": "db.r6g.large"
  },
  {
    "parameterKey": "MasterUsername",
    "parameterValue": "analytics_admin"
  },
  {
    "parameterKey": "MasterUserPassword",
    "parameterValue": "«a»"
  },
  {
    "parameterKey": "VpcId",
    "parameterValue": "vpc-0c81f2d3e4a5b6978"
  }
]
# the template has NoEcho on MasterUserPassword but CloudTrail still logs the CreateStack request
`, V{"a": g.pwStrong()}, "analytics_admin", "vpc-0c81f2d3e4a5b6978")

	g.audAdd("ct-redshift-data-create-user", `
-- Athena over the organization trail
SELECT eventtime, useridentity.arn, json_extract_scalar(requestparameters, '$.sql') AS sql
FROM cloudtrail_logs_org
WHERE eventsource = 'redshift-data.amazonaws.com' AND eventname = 'ExecuteStatement'
  AND from_iso8601_timestamp(eventtime) > now() - interval '7' day;

eventtime            | arn                                                         | sql
2024-04-22T08:14:02Z | arn:aws:sts::`+acct+`:assumed-role/DataEngineer/mkowalski       | CREATE USER looker_svc PASSWORD '«a»' SYSLOG ACCESS UNRESTRICTED;
2024-04-22T08:14:19Z | arn:aws:sts::`+acct+`:assumed-role/DataEngineer/mkowalski       | GRANT SELECT ON ALL TABLES IN SCHEMA marts TO looker_svc;
2024-04-23T11:02:47Z | arn:aws:sts::`+acct+`:assumed-role/DataEngineer/jli             | SELECT count(*) FROM marts.orders;
`, V{"a": g.pick("Lk", "Rs", "Wh") + g.an(14) + g.digits(2)}, "cloudtrail_logs_org", "looker_svc")

	g.audAdd("ct-athena-query-external-creds", `
"eventName": "StartQueryExecution",
"requestParameters": {
    "queryString": "CREATE EXTERNAL TABLE partner_feed (id string, amount double) LOCATION 's3://partner-drop-eu/feed/' TBLPROPERTIES ('fs.s3a.access.key'='«=ak»', 'fs.s3a.secret.key'='«a»')",
    "queryExecutionContext": {"database": "partner"},
    "workGroup": "primary",
    "clientRequestToken": "«_crt»"
},
"responseElements": {"queryExecutionId": "«_qid»"},
`, V{"=ak": g.awsID(), "a": g.awsSecret(), "_crt": g.uuid(), "_qid": g.uuid()}, "s3://partner-drop-eu/feed/")

	g.audAdd("ct-lambda-env-older-event", `
$ jq '.Records[] | select(.eventName | startswith("UpdateFunctionConfiguration")) | .requestParameters' 2023-11-incident/cloudtrail.json
{
  "functionName": "slack-notifier",
  "environment": {
    "variables": {
      "SLACK_BOT_TOKEN": "«a»",
      "CHANNEL": "#alerts-prod",
      "LOG_LEVEL": "info"
    }
  },
  "kMSKeyArn": "arn:aws:kms:us-east-1:`+acct+`:key/«_kms»"
}
`, V{"a": g.xoxb(), "_kms": g.uuid()}, "#alerts-prod", "slack-notifier")

	g.audAdd("ct-createaccesskey-response", `
{
  "eventTime": "2024-02-19T22:51:07Z",
  "eventSource": "iam.amazonaws.com",
  "eventName": "CreateAccessKey",
  "sourceIPAddress": "185.220.101.44",
  "userAgent": "Boto3/1.34.40 md/Botocore#1.34.40 ua/2.0 os/linux#6.5.0 md/arch#x86_64 lang/python#3.11.7",
  "requestParameters": {"userName": "backup-svc"},
  "responseElements": {
    "accessKey": {
      "accessKeyId": "«=ak»",
      "status": "Active",
      "userName": "backup-svc",
      "createDate": "Feb 19, 2024 10:51:07 PM",
      "secretAccessKey": "«a»"
    }
  },
  "requestID": "«_req»",
  "eventID": "«_ev»"
}
(this came from the attacker's replay tool that logged its own calls in CloudTrail format, not from AWS itself)
`, V{"=ak": g.awsID(), "a": g.awsSecret(), "_req": g.uuid(), "_ev": g.uuid()}, "backup-svc", "185.220.101.44")

	g.audAdd("ct-batch-submitjob-overrides", `
| eventtime | eventname | container_env |
|---|---|---|
| 2024-07-01T02:00:04Z | SubmitJob | [{"name":"DBT_TARGET","value":"prod"},{"name":"SNOWFLAKE_PASSWORD","value":"«a»"}] |
| 2024-07-02T02:00:03Z | SubmitJob | [{"name":"DBT_TARGET","value":"prod"},{"name":"SNOWFLAKE_PASSWORD","value":"«a»"}] |
| 2024-07-03T02:00:05Z | SubmitJob | [{"name":"DBT_TARGET","value":"prod"},{"name":"SNOWFLAKE_PASSWORD_SSM","value":"/dbt/snowflake"}] |
`, V{"a": g.pw()}, "/dbt/snowflake", "SNOWFLAKE_PASSWORD_SSM")

	// benign look-alikes
	g.audAdd("ct-createloginprofile-hidden", `
{
  "eventVersion": "1.09",
  "userIdentity": {"type": "IAMUser", "principalId": "«_pid»", "arn": "arn:aws:iam::`+acct+`:user/alice.admin", "accountId": "`+acct+`", "accessKeyId": "«_ak»", "userName": "alice.admin"},
  "eventTime": "2024-05-30T13:20:11Z",
  "eventSource": "iam.amazonaws.com",
  "eventName": "CreateLoginProfile",
  "awsRegion": "us-east-1",
  "sourceIPAddress": "AWS Internal",
  "userAgent": "AWS Internal",
  "requestParameters": {"userName": "contractor-qa", "password": "HIDDEN_DUE_TO_SECURITY_REASONS", "passwordResetRequired": true},
  "responseElements": {"loginProfile": {"userName": "contractor-qa", "createDate": "May 30, 2024 1:20:11 PM", "passwordResetRequired": true}},
  "requestID": "«_req»",
  "eventID": "«_ev»",
  "readOnly": false,
  "eventType": "AwsApiCall",
  "managementEvent": true,
  "recipientAccountId": "`+acct+`",
  "eventCategory": "Management",
  "tlsDetails": {"tlsVersion": "TLSv1.3", "cipherSuite": "TLS_AES_128_GCM_SHA256", "clientProvidedHostHeader": "iam.amazonaws.com"},
  "sessionCredentialFromConsole": "true"
}
`, V{"_pid": g.audPrincipal("AIDA"), "_ak": g.awsTempID(), "_req": g.uuid(), "_ev": g.uuid()},
		"HIDDEN_DUE_TO_SECURITY_REASONS", "arn:aws:iam::"+acct+":user/alice.admin")

	g.audAdd("ct-createsecret-hidden", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=CreateSecret --query 'Events[].CloudTrailEvent' --output text | jq -c '{t:.eventTime, who:.userIdentity.arn, req:.requestParameters}'
{"t":"2024-06-03T10:02:55Z","who":"arn:aws:sts::`+acct+`:assumed-role/AWSReservedSSO_PlatformAdmin_«_sso»/nora@northwind.io","req":{"name":"prod/payments/stripe","clientRequestToken":"«_crt»","secretString":"HIDDEN_DUE_TO_SECURITY_REASONS","kmsKeyId":"alias/payments"}}
{"t":"2024-06-03T10:04:12Z","who":"arn:aws:sts::`+acct+`:assumed-role/AWSReservedSSO_PlatformAdmin_«_sso»/nora@northwind.io","req":{"secretId":"prod/payments/stripe","clientRequestToken":"«_crt2»","secretString":"HIDDEN_DUE_TO_SECURITY_REASONS"}}
`, V{"_sso": g.hex(16), "_crt": g.uuid(), "_crt2": g.uuid()}, "prod/payments/stripe", "alias/payments")

	g.audAdd("ct-runinstances-userdata-removed", `
"requestParameters": {
    "instancesSet": {"items": [{"imageId": "ami-0b5a2d8c3e7f41960", "minCount": 1, "maxCount": 1}]},
    "userData": "<sensitiveDataRemoved>",
    "instanceType": "m6i.large",
    "blockDeviceMapping": {},
    "monitoring": {"enabled": false},
    "disableApiTermination": false,
    "iamInstanceProfile": {"name": "ecs-node"},
    "metadataOptions": {"httpTokens": "required", "httpPutResponseHopLimit": 2}
},
"responseElements": {"requestId": "«_req»", "reservationId": "r-0f3c2b1a9d8e7f605", "ownerId": "`+acct+`"},
"eventID": "«_ev»",
`, V{"_req": g.uuid(), "_ev": g.uuid()}, "<sensitiveDataRemoved>", "ami-0b5a2d8c3e7f41960", "r-0f3c2b1a9d8e7f605")

	g.audAdd("ct-getsessiontoken-ids-only", `
eventTime,eventName,userIdentity.arn,userIdentity.accessKeyId,sourceIPAddress,responseElements.credentials.accessKeyId,requestID
2024-08-01T07:55:10Z,GetSessionToken,arn:aws:iam::`+acct+`:user/ci-runner,«_ak1»,52.14.88.3,«_ak2»,«_r1»
2024-08-01T08:55:12Z,GetSessionToken,arn:aws:iam::`+acct+`:user/ci-runner,«_ak1»,52.14.88.3,«_ak3»,«_r2»
2024-08-01T09:55:09Z,GetSessionToken,arn:aws:iam::`+acct+`:user/ci-runner,«_ak1»,52.14.88.3,«_ak4»,«_r3»
`, V{"_ak1": g.awsID(), "_ak2": g.awsTempID(), "_ak3": g.awsTempID(), "_ak4": g.awsTempID(), "_r1": g.uuid(), "_r2": g.uuid(), "_r3": g.uuid()},
		"arn:aws:iam::"+acct+":user/ci-runner")

	g.audAdd("ct-rds-modify-masked", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=ModifyDBInstance --max-items 2 | jq -r '.Events[].CloudTrailEvent | fromjson | .requestParameters'
{
  "dBInstanceIdentifier": "orders-prod",
  "masterUserPassword": "****",
  "applyImmediately": true,
  "manageMasterUserPassword": false
}
{
  "dBInstanceIdentifier": "orders-prod",
  "manageMasterUserPassword": true,
  "masterUserSecretKmsKeyId": "arn:aws:kms:eu-central-1:`+acct+`:key/«_kms»",
  "applyImmediately": true
}
`, V{"_kms": g.uuid()}, `"masterUserPassword": "****"`, "orders-prod")

	g.audAdd("ct-console-login-failure", `
{"eventVersion":"1.09","userIdentity":{"type":"IAMUser","principalId":"«_pid»","accountId":"`+acct+`","accessKeyId":"","userName":"HIDDEN_DUE_TO_SECURITY_REASONS"},"eventTime":"2024-09-12T03:41:56Z","eventSource":"signin.amazonaws.com","eventName":"ConsoleLogin","awsRegion":"us-east-1","sourceIPAddress":"45.155.205.99","userAgent":"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36","errorMessage":"Failed authentication","requestParameters":null,"responseElements":{"ConsoleLogin":"Failure"},"additionalEventData":{"LoginTo":"https://console.aws.amazon.com/console/home","MobileVersion":"No","MFAUsed":"No"},"eventID":"«_ev»","readOnly":false,"eventType":"AwsConsoleSignIn","managementEvent":true,"recipientAccountId":"`+acct+`","eventCategory":"Management"}
`, V{"_pid": g.audPrincipal("AIDA"), "_ev": g.uuid()}, "45.155.205.99", `"MFAUsed":"No"`)
}

// ---- GCP Cloud Audit Logs ----

func (g *G) audGCP() {
	g.audAdd("gcp-functions-create-env", `
$ gcloud logging read 'protoPayload.methodName="google.cloud.functions.v2.FunctionService.CreateFunction"' --project=acme-ingest-prod --limit=1 --format=json
[
  {
    "insertId": "«_ins»",
    "logName": "projects/acme-ingest-prod/logs/cloudaudit.googleapis.com%2Factivity",
    "protoPayload": {
      "@type": "type.googleapis.com/google.cloud.audit.AuditLog",
      "authenticationInfo": {"principalEmail": "deployer@acme-ingest-prod.iam.gserviceaccount.com"},
      "methodName": "google.cloud.functions.v2.FunctionService.CreateFunction",
      "request": {
        "@type": "type.googleapis.com/google.cloud.functions.v2.CreateFunctionRequest",
        "function": {
          "name": "projects/acme-ingest-prod/locations/europe-west1/functions/webhook-relay",
          "serviceConfig": {
            "environmentVariables": {
              "GITHUB_WEBHOOK_SECRET": "«a»",
              "SENDGRID_API_KEY": "«b»",
              "LOG_EXECUTION_ID": "true"
            }
          }
        }
      },
      "resourceName": "projects/acme-ingest-prod/locations/europe-west1/functions/webhook-relay",
      "serviceName": "cloudfunctions.googleapis.com"
    },
    "receiveTimestamp": "2024-04-09T12:31:20.118392711Z",
    "severity": "NOTICE"
  }
]
`, V{"_ins": g.audInsert(), "a": g.hex(40), "b": g.sendgrid()}, "deployer@acme-ingest-prod.iam.gserviceaccount.com", "LOG_EXECUTION_ID")

	g.audAdd("gcp-run-replace-service", `
protoPayload.methodName: google.cloud.run.v1.Services.ReplaceService
protoPayload.authenticationInfo.principalEmail: ravi@tessellate.dev
protoPayload.request.service.spec.template.spec.containers[0].env:
- name: REDIS_URL
  value: redis://default:«a»@10.12.0.3:6379/0
- name: OPENAI_API_KEY
  value: «b»
- name: DB_PASSWORD
  valueFrom:
    secretKeyRef:
      key: latest
      name: db-password
protoPayload.resourceName: namespaces/tessellate-prod/services/summarizer
insertId: «_ins»
`, V{"a": g.an(32), "b": g.openai(), "_ins": g.audInsert()}, "namespaces/tessellate-prod/services/summarizer", "ravi@tessellate.dev")

	g.audAdd("gcp-setmetadata-startup-script", `
{
  "protoPayload": {
    "methodName": "v1.compute.instances.setMetadata",
    "authenticationInfo": {"principalEmail": "ops-bot@corp-infra.iam.gserviceaccount.com"},
    "request": {
      "@type": "type.googleapis.com/compute.instances.setMetadata",
      "Metadata Keys Added": ["startup-script"],
      "metadata": {
        "items": [
          {"key": "startup-script", "value": "#!/bin/bash\nexport PGPASSWORD='«a»'\npsql -h 10.30.0.8 -U etl -d warehouse -f /opt/etl/nightly.sql\n"}
        ]
      }
    },
    "resourceName": "projects/corp-infra/zones/us-central1-a/instances/etl-worker-2"
  },
  "insertId": "«_ins»",
  "timestamp": "2024-02-27T05:11:43.902Z"
}
`, V{"a": g.pw(), "_ins": g.audInsert()}, "ops-bot@corp-infra.iam.gserviceaccount.com", "etl-worker-2")

	g.audAdd("gcp-bigquery-dataaccess-query", `
SELECT
  timestamp,
  protopayload_auditlog.authenticationInfo.principalEmail AS who,
  JSON_VALUE(protopayload_auditlog.metadataJson, '$.jobChange.job.jobConfig.queryConfig.query') AS query
FROM ˋsec-logs.audit_export.cloudaudit_googleapis_com_data_accessˋ
WHERE DATE(timestamp) = '2024-05-06' AND protopayload_auditlog.serviceName = 'bigquery.googleapis.com'
LIMIT 3;

+---------------------+--------------------+------------------------------------------------------------------------------------------------------------+
| timestamp           | who                | query                                                                                                      |
+---------------------+--------------------+------------------------------------------------------------------------------------------------------------+
| 2024-05-06 09:12:01 | hana@oxbow.co      | SELECT * FROM EXTERNAL_QUERY("oxbow.eu.crm_pg", "SELECT id, email FROM customers")                         |
| 2024-05-06 09:40:33 | hana@oxbow.co      | CALL oxbow_util.http_get('https://api.hubapi.com/crm/v3/objects/deals?hapikey=«a»')                        |
| 2024-05-06 10:02:18 | looker@oxbow.co    | SELECT order_id, total FROM marts.orders WHERE created_at > '2024-05-01'                                   |
+---------------------+--------------------+------------------------------------------------------------------------------------------------------------+
`, V{"a": g.uuid()}, "sec-logs.audit_export.cloudaudit_googleapis_com_data_access", "oxbow.eu.crm_pg")

	g.audAdd("gcp-cloudbuild-substitutions", `
$ gcloud logging read 'resource.type="build" AND protoPayload.methodName="google.devtools.cloudbuild.v1.CloudBuild.CreateBuild"' --freshness=3d --format='value(protoPayload.request.build.substitutions)'
_DEPLOY_ENV=staging;_NPM_TOKEN=«a»;_REGION=europe-west4
_DEPLOY_ENV=prod;_NPM_TOKEN=«a»;_REGION=europe-west4
`, V{"a": g.npmTok()}, "_DEPLOY_ENV=staging", "_REGION=europe-west4")

	g.audAdd("gcp-sql-users-dataaccess-request", `
jsonPayload? no, it's protoPayload:
  methodName: cloudsql.users.update
  request:
    '@type': type.googleapis.com/google.cloud.sql.v1beta4.SqlUsersUpdateRequest
    body:
      name: reporting
      password: «a»
      host: '%'
    instance: analytics-pg
    project: fabrikam-data
  resourceName: projects/fabrikam-data/instances/analytics-pg
  status: {}
Data Access logs for Cloud SQL Admin were turned on last week, that's why this one shows the body.
`, V{"a": g.pwStrong()}, "projects/fabrikam-data/instances/analytics-pg", "cloudsql.users.update")

	// benign
	g.audAdd("gcp-sa-key-create-benign", `
{
  "insertId": "«_ins»",
  "logName": "projects/harbor-ml/logs/cloudaudit.googleapis.com%2Factivity",
  "protoPayload": {
    "authenticationInfo": {"principalEmail": "marta@harbor-ml.com", "principalSubject": "user:marta@harbor-ml.com"},
    "requestMetadata": {"callerIp": "81.2.69.160", "callerSuppliedUserAgent": "google-cloud-sdk gcloud/471.0.0 command/gcloud.iam.service-accounts.keys.create invocation-id/«_inv» environment/None"},
    "serviceName": "iam.googleapis.com",
    "methodName": "google.iam.admin.v1.CreateServiceAccountKey",
    "resourceName": "projects/-/serviceAccounts/«_said»",
    "request": {"name": "projects/-/serviceAccounts/trainer@harbor-ml.iam.gserviceaccount.com", "private_key_type": 2, "@type": "type.googleapis.com/google.iam.admin.v1.CreateServiceAccountKeyRequest"},
    "response": {"name": "projects/harbor-ml/serviceAccounts/trainer@harbor-ml.iam.gserviceaccount.com/keys/«_kid»", "valid_after_time": {"seconds": "1715591200"}, "key_algorithm": 2, "key_origin": 2, "key_type": 1, "@type": "type.googleapis.com/google.iam.admin.v1.ServiceAccountKey"}
  },
  "severity": "NOTICE"
}
`, V{"_ins": g.audInsert(), "_inv": g.hex(32), "_said": g.digits(21), "_kid": g.hex(40)},
		"trainer@harbor-ml.iam.gserviceaccount.com", "81.2.69.160")

	g.audAdd("gcp-secretmanager-access-benign", `
$ gcloud logging read 'protoPayload.serviceName="secretmanager.googleapis.com"' --limit 4 --format='table(timestamp, protoPayload.methodName, protoPayload.authenticationInfo.principalEmail, protoPayload.resourceName)'
TIMESTAMP                       METHOD_NAME                                                  PRINCIPAL_EMAIL                                         RESOURCE_NAME
2024-06-18T14:01:09.221843Z     google.cloud.secretmanager.v1.SecretManagerService.AccessSecretVersion   api@quill-prod.iam.gserviceaccount.com     projects/«_pn»/secrets/stripe-key/versions/7
2024-06-18T14:01:09.108122Z     google.cloud.secretmanager.v1.SecretManagerService.AccessSecretVersion   api@quill-prod.iam.gserviceaccount.com     projects/«_pn»/secrets/db-password/versions/latest
2024-06-18T13:58:40.443010Z     google.cloud.secretmanager.v1.SecretManagerService.AddSecretVersion      sam@quill.io                               projects/«_pn»/secrets/stripe-key
2024-06-18T13:58:02.981447Z     google.cloud.secretmanager.v1.SecretManagerService.DisableSecretVersion  sam@quill.io                               projects/«_pn»/secrets/stripe-key/versions/6
`, V{"_pn": g.digits(12)}, "api@quill-prod.iam.gserviceaccount.com", "secrets/db-password/versions/latest")

	g.audAdd("gcp-iam-setpolicy-benign", `
protoPayload:
  '@type': type.googleapis.com/google.cloud.audit.AuditLog
  authenticationInfo:
    principalEmail: terraform@lattice-core.iam.gserviceaccount.com
    serviceAccountDelegationInfo:
    - firstPartyPrincipal:
        principalEmail: gha-oidc@lattice-core.iam.gserviceaccount.com
  methodName: SetIamPolicy
  serviceData:
    '@type': type.googleapis.com/google.iam.v1.logging.AuditData
    policyDelta:
      bindingDeltas:
      - action: ADD
        member: serviceAccount:dataflow-runner@lattice-core.iam.gserviceaccount.com
        role: roles/bigquery.dataEditor
  requestMetadata:
    callerIp: 2600:1900:2000:17::a
    callerSuppliedUserAgent: google-api-go-client/0.5 Terraform/1.8.2 (+https://www.terraform.io) terraform-provider-google/5.26.0,gzip(gfe)
insertId: «_ins»
receiveTimestamp: '2024-04-30T18:22:01.447129855Z'
`, V{"_ins": g.audInsert()}, "roles/bigquery.dataEditor", "gha-oidc@lattice-core.iam.gserviceaccount.com")

	g.audAdd("gcp-gke-audit-redacted-benign", `
$ gcloud logging read 'resource.type="k8s_cluster" AND protoPayload.resourceName:"secrets"' --limit 2 --format=yaml | grep -E 'methodName|resourceName|principalEmail|insertId'
insertId: «_i1»
  methodName: io.k8s.core.v1.secrets.update
  resourceName: core/v1/namespaces/payments/secrets/stripe-webhook
    principalEmail: system:serviceaccount:external-secrets:external-secrets
insertId: «_i2»
  methodName: io.k8s.core.v1.secrets.get
  resourceName: core/v1/namespaces/payments/secrets/stripe-webhook
    principalEmail: system:serviceaccount:payments:api
`, V{"_i1": g.uuid(), "_i2": g.uuid()}, "system:serviceaccount:external-secrets:external-secrets", "io.k8s.core.v1.secrets.update")
}

// ---- Azure Activity, Entra ID sign-in and audit logs ----

func (g *G) audAzure() {
	sub := g.uuid()
	g.audAdd("az-activity-appsettings-requestbody", `
$ az monitor activity-log list --resource-group rg-shop-prod --offset 2d --query "[?operationName.value=='Microsoft.Web/sites/config/write'].{t:eventTimestamp, who:caller, body:properties.requestbody}" -o json
[
  {
    "t": "2024-05-21T16:44:02.1188391Z",
    "who": "lena.hoffmann@contoso-shop.de",
    "body": "{\"properties\":{\"WEBSITE_RUN_FROM_PACKAGE\":\"1\",\"ConnectionStrings__Shop\":\"Server=tcp:sql-shop-prod.database.windows.net,1433;Initial Catalog=shop;User ID=shopapp;Password=«a»;Encrypt=True;\",\"PAYPAL_CLIENT_SECRET\":\"«b»\"}}"
  }
]
`, V{"a": g.pwStrong(), "b": g.agPaypal()}, "lena.hoffmann@contoso-shop.de", "sql-shop-prod.database.windows.net")

	g.audAdd("az-arm-deployment-params", `
AzureActivity
| where OperationNameValue == "MICROSOFT.RESOURCES/DEPLOYMENTS/WRITE" and ActivityStatusValue == "Start"
| extend body = tostring(parse_json(Properties).requestbody)
| project TimeGenerated, Caller, ResourceGroup, body
| take 1

TimeGenerated: 2024-03-11T09:05:17Z
Caller: svc-azdo-pipeline
ResourceGroup: rg-vm-build
body: {"properties":{"mode":"Incremental","parameters":{"adminUsername":{"value":"azureuser"},"adminPassword":{"value":"«a»"},"vmSize":{"value":"Standard_D4s_v5"}},"templateLink":{"uri":"https://stbuildtemplates.blob.core.windows.net/arm/vm.json?«b»"}}}
`, V{"a": g.pw(), "b": "sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-03-12T00:00:00Z&sig=" + g.b64u(43) + "%3D"}, "Standard_D4s_v5", "azureuser")

	g.audAdd("az-sentinel-runcommand", `
Sentinel incident #4471 – evidence (AzureActivity, Run Command):

| TimeGenerated | Caller | OperationNameValue | Properties_d.requestbody |
|---|---|---|---|
| 2024-08-14 22:10:54 | ops-runner@fabrikam.onmicrosoft.com | MICROSOFT.COMPUTE/VIRTUALMACHINES/RUNCOMMAND/ACTION | {"commandId":"RunPowerShellScript","script":["net user svc_backup «a» /add /domain","net group \"Backup Operators\" svc_backup /add /domain"]} |
`, V{"a": g.pw()}, "ops-runner@fabrikam.onmicrosoft.com", "RunPowerShellScript")

	g.audAdd("az-devops-audit-export-pat", `
$ curl -s -u :«a» "https://auditservice.dev.azure.com/fabrikam-eng/_apis/audit/auditlog?startTime=2024-06-01T00:00:00Z&api-version=7.1-preview.1" | jq '.decoratedAuditLogEntries[] | {actionId, actorDisplayName, details}' | head -12
{
  "actionId": "Token.PatCreateEvent",
  "actorDisplayName": "Priya Raman",
  "details": "Created personal access token \"release-bot\" with scope vso.code_write"
}
{
  "actionId": "Git.RefUpdatePoliciesBypassed",
  "actorDisplayName": "Build Service (fabrikam-eng)",
  "details": "Bypassed policies on refs/heads/main"
}
`, V{"a": g.azDevops()}, "Token.PatCreateEvent", "auditservice.dev.azure.com/fabrikam-eng")

	g.audAdd("az-keyvault-diag-with-sas-uri", `
AzureDiagnostics
| where ResourceProvider == "MICROSOFT.KEYVAULT" and OperationName == "SecretSet"
| project TimeGenerated, CallerIPAddress, identity_claim_upn_s, id_s, requestUri_s

TimeGenerated              CallerIPAddress  identity_claim_upn_s        id_s                                                      requestUri_s
2024-07-02T11:20:03.5Z     20.71.9.144      deploy@northwind.onmicrosoft.com  https://kv-nw-prod.vault.azure.net/secrets/storage-sas/«_ver»   https://kv-nw-prod.vault.azure.net/secrets/storage-sas?api-version=7.4
note: the value itself isn't in the diagnostics, but the deploy script that set it printed it to the pipeline log:
  ##[debug]Setting secret storage-sas = ?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2025-01-01T00:00:00Z&st=2024-07-02T00:00:00Z&spr=https&sig=«a»
`, V{"_ver": g.hex(32), "a": g.b64u(43) + "%3D"}, "kv-nw-prod.vault.azure.net", "identity_claim_upn_s")

	g.audAdd("az-signin-ropc-script", `
# reproduce the legacy-auth sign-ins flagged in SigninLogs (ClientAppUsed = "Other clients", ROPC)
$ curl -s -X POST https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token \
    -d client_id=«_cid» \
    -d scope=https://graph.microsoft.com/.default \
    -d grant_type=password \
    -d username=scanner@contoso.com \
    -d 'password=«a»'
{"token_type":"Bearer","scope":"https://graph.microsoft.com/User.Read","expires_in":4799,"access_token":"«b»"}
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.pw(), "b": g.jwt("RS256", `{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/","upn":"scanner@contoso.com","scp":"User.Read"}`)},
		"scanner@contoso.com", "grant_type=password")

	// benign
	g.audAdd("az-signinlogs-benign", `
SigninLogs
| where UserPrincipalName == "j.okafor@tailspin.io" and ResultType != 0
| project TimeGenerated, AppDisplayName, IPAddress, ResultType, ResultDescription, CorrelationId, UniqueTokenIdentifier
| take 3

TimeGenerated             AppDisplayName          IPAddress       ResultType  ResultDescription                            CorrelationId                         UniqueTokenIdentifier
2024-09-03T07:12:44Z      Microsoft Office        102.89.34.11    50126       Invalid username or password                 «_c1»  «_u1»
2024-09-03T07:12:51Z      Microsoft Office        102.89.34.11    50126       Invalid username or password                 «_c2»  «_u2»
2024-09-03T07:13:30Z      Azure Portal            102.89.34.11    50074       Strong Authentication is required.           «_c3»  «_u3»
`, V{"_c1": g.uuid(), "_u1": g.b64u(22), "_c2": g.uuid(), "_u2": g.b64u(22), "_c3": g.uuid(), "_u3": g.b64u(22)},
		"j.okafor@tailspin.io", "Invalid username or password")

	g.audAdd("az-auditlogs-sp-credential-benign", `
{
  "id": "Directory_«_id»",
  "category": "ApplicationManagement",
  "correlationId": "«_corr»",
  "activityDisplayName": "Update application – Certificates and secrets management ",
  "activityDateTime": "2024-04-17T13:02:58.6610511Z",
  "initiatedBy": {"user": {"id": "«_uid»", "userPrincipalName": "admin@woodgrove.onmicrosoft.com", "ipAddress": "198.51.100.23"}},
  "targetResources": [{
    "id": "«_appid»",
    "displayName": "invoice-sync",
    "type": "Application",
    "modifiedProperties": [{
      "displayName": "KeyDescription",
      "oldValue": "[]",
      "newValue": "[\"[KeyIdentifier=«_kid»,KeyType=Password,KeyUsage=Verify,DisplayName=ci-2024]\"]"
    }]
  }],
  "result": "success"
}
`, V{"_id": g.uuid() + "_" + g.s(alUpNum, 5) + "_" + g.digits(8), "_corr": g.uuid(), "_uid": g.uuid(), "_appid": g.uuid(), "_kid": g.uuid()},
		"admin@woodgrove.onmicrosoft.com", "KeyType=Password")

	g.audAdd("az-activity-listkeys-benign", `
$ az monitor activity-log list --subscription `+sub+` --offset 1d --query "[?contains(operationName.value,'listKeys')].{time:eventTimestamp,caller:caller,resource:resourceId,status:status.value,corr:correlationId}" -o table
Time                          Caller                                 Resource                                                                                                                      Status     Corr
----------------------------  -------------------------------------  ----------------------------------------------------------------------------------------------------------------------------  ---------  ------------------------------------
2024-10-08T06:30:11.4830912Z  «_oid»                                 /subscriptions/`+sub+`/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stdatalakeprod   Succeeded  «_corr»
`, V{"_oid": g.uuid(), "_corr": g.uuid()}, sub, "stdatalakeprod")

	g.audAdd("az-kql-masked-hunting-benign", `
// Hunting query: secrets typed into Run Command (values masked before export)
AzureActivity
| where OperationNameValue endswith "RUNCOMMAND/ACTION"
| extend script = tostring(parse_json(tostring(parse_json(Properties).requestbody)).script)
| extend script = replace_regex(script, @"(?i)(password|/p:|-p\s+)\S+", @"\1<masked>")
| project TimeGenerated, Caller, script

TimeGenerated         Caller                        script
2024-08-14 22:10:54   ops-runner@fabrikam.onmicrosoft.com   ["net user svc_backup <masked> /add /domain"]
2024-08-15 08:02:10   ops-runner@fabrikam.onmicrosoft.com   ["Restart-Service W3SVC"]
`, V{}, "net user svc_backup <masked> /add /domain", "Restart-Service W3SVC")
}

// ---- Kubernetes API server audit ----

func (g *G) audKube() {
	pw := g.pw()
	g.audAdd("k8s-secret-create-requestobject", `
$ sudo grep '"resource":"secrets"' /var/log/kubernetes/audit/audit.log | grep '"verb":"create"' | tail -1 | jq .
{
  "kind": "Event",
  "apiVersion": "audit.k8s.io/v1",
  "level": "RequestResponse",
  "auditID": "«_aid»",
  "stage": "ResponseComplete",
  "requestURI": "/api/v1/namespaces/billing/secrets?fieldManager=kubectl-client-side-apply&fieldValidation=Strict",
  "verb": "create",
  "user": {"username": "oidc:dmitri@quarry.dev", "groups": ["oidc:platform", "system:authenticated"]},
  "sourceIPs": ["10.0.14.22"],
  "userAgent": "kubectl/v1.29.3 (linux/amd64) kubernetes/6813625",
  "objectRef": {"resource": "secrets", "namespace": "billing", "name": "billing-db", "apiVersion": "v1"},
  "responseStatus": {"metadata": {}, "code": 201},
  "requestObject": {
    "kind": "Secret",
    "apiVersion": "v1",
    "metadata": {"name": "billing-db", "namespace": "billing"},
    "data": {"username": "`+b64s("billing")+`", "password": "«a»"},
    "type": "Opaque"
  },
  "requestReceivedTimestamp": "2024-05-02T10:41:07.332145Z",
  "stageTimestamp": "2024-05-02T10:41:07.351998Z"
}
`, V{"_aid": g.uuid(), "a": b64s(pw)}, "oidc:dmitri@quarry.dev", "kubectl/v1.29.3 (linux/amd64) kubernetes/6813625")

	g.audAdd("k8s-stringdata-lastapplied", `
"responseObject": {
  "kind": "Secret",
  "apiVersion": "v1",
  "metadata": {
    "name": "grafana-admin",
    "namespace": "monitoring",
    "uid": "«_uid»",
    "resourceVersion": "48211093",
    "annotations": {
      "kubectl.kubernetes.io/last-applied-configuration": "{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"annotations\":{},\"name\":\"grafana-admin\",\"namespace\":\"monitoring\"},\"stringData\":{\"admin-password\":\"«a»\",\"admin-user\":\"admin\"},\"type\":\"Opaque\"}\n"
    }
  },
  "type": "Opaque"
}
`, V{"_uid": g.uuid(), "a": g.pw()}, "kubectl.kubernetes.io/last-applied-configuration", "grafana-admin")

	g.audAdd("k8s-tokenreview-request", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Request","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/apis/authentication.k8s.io/v1/tokenreviews","verb":"create","user":{"username":"system:serviceaccount:monitoring:kube-rbac-proxy","uid":"«_u»","groups":["system:serviceaccounts","system:serviceaccounts:monitoring","system:authenticated"]},"sourceIPs":["10.244.3.17"],"userAgent":"kube-rbac-proxy/v0.16.0","objectRef":{"resource":"tokenreviews","apiGroup":"authentication.k8s.io","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":201},"requestObject":{"kind":"TokenReview","apiVersion":"authentication.k8s.io/v1","metadata":{"creationTimestamp":null},"spec":{"token":"«a»","audiences":["https://kubernetes.default.svc"]},"status":{"user":{}}},"requestReceivedTimestamp":"2024-06-20T04:12:55.017362Z","stageTimestamp":"2024-06-20T04:12:55.020881Z"}
`, V{"_aid": g.uuid(), "_u": g.uuid(), "a": g.k8sSAToken()}, "system:serviceaccount:monitoring:kube-rbac-proxy", "kube-rbac-proxy/v0.16.0")

	g.audAdd("k8s-configmap-with-password", `
$ kubectl logs -n kube-system kube-apiserver-cp-1 --tail=-1 | grep -F '"configmaps"' | grep -F '"verb":"update"' | jq -c '.requestObject.data' | tail -2
{"application.yml":"spring:\n  datasource:\n    url: jdbc:postgresql://orders-db:5432/orders\n    username: orders\n    password: «a»\n  rabbitmq:\n    host: rabbit.messaging\n"}
{"application.yml":"spring:\n  datasource:\n    url: jdbc:postgresql://orders-db:5432/orders\n    username: orders\n    password: ${DB_PASSWORD}\n  rabbitmq:\n    host: rabbit.messaging\n"}
`, V{"a": g.pw()}, "password: ${DB_PASSWORD}", "jdbc:postgresql://orders-db:5432/orders")

	g.audAdd("k8s-pod-create-env-literal", `
auditID=«_aid» verb=create user=system:serviceaccount:argocd:argocd-application-controller
objectRef=pods/ledger/ledger-migrate-«_sfx»
requestObject.spec.containers[0].env:
  - {name: LEDGER_DB_HOST, value: ledger-pg-rw.ledger.svc}
  - {name: LEDGER_DB_PASSWORD, value: «a»}
  - {name: AWS_ACCESS_KEY_ID, value: «=ak»}
  - {name: AWS_SECRET_ACCESS_KEY, value: «b»}
  - {name: LEDGER_SIGNING_KEY, valueFrom: {secretKeyRef: {name: ledger-signing, key: key}}}
`, V{"_aid": g.uuid(), "_sfx": g.s(alLowNum, 5), "a": g.pwURL(), "=ak": g.awsID(), "b": g.awsSecret()}, "ledger-pg-rw.ledger.svc", "ledger-signing")

	g.audAdd("k8s-exec-command-in-uri", `
2024-07-09T15:22:40.118Z audit verb=create resource=pods/exec ns=data name=clickhouse-0 user=oidc:ana@helix.io
  requestURI: /api/v1/namespaces/data/pods/clickhouse-0/exec?command=clickhouse-client&command=--user&command=default&command=--password&command=«a»&command=--query&command=SYSTEM+RELOAD+DICTIONARIES&container=clickhouse&stdin=true&stdout=true&tty=true
  responseStatus.code: 101
`, V{"a": g.an(20)}, "oidc:ana@helix.io", "SYSTEM+RELOAD+DICTIONARIES")

	g.audAdd("k8s-secret-patch-docker-config", `
"objectRef": {"resource": "secrets", "namespace": "ci", "name": "regcred", "apiVersion": "v1"},
"requestObject": {
  "data": {
    ".dockerconfigjson": "«a»"
  },
  "type": "kubernetes.io/dockerconfigjson"
},
"annotations": {"authorization.k8s.io/decision": "allow", "authorization.k8s.io/reason": "RBAC: allowed by ClusterRoleBinding \"ci-admins\" of ClusterRole \"cluster-admin\" to Group \"ci-admins\""}
`, V{"a": b64s(`{"auths":{"registry.gitlab.com":{"username":"deploy-bot","password":"` + pw + `","auth":"` + audBasic("deploy-bot", pw) + `"}}}`)},
		"kubernetes.io/dockerconfigjson", "ci-admins")

	// benign
	g.audAdd("k8s-metadata-level-benign", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/payments/secrets/stripe-webhook","verb":"get","user":{"username":"system:serviceaccount:payments:api","uid":"«_uid»","groups":["system:serviceaccounts","system:serviceaccounts:payments","system:authenticated"],"extra":{"authentication.kubernetes.io/pod-name":["api-7c9d6b5f4-x2klm"],"authentication.kubernetes.io/pod-uid":["«_puid»"]}},"sourceIPs":["10.244.1.34"],"userAgent":"api/v0.0.0 (linux/amd64) kubernetes/$Format","objectRef":{"resource":"secrets","namespace":"payments","name":"stripe-webhook","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2024-06-20T04:13:00.441008Z","stageTimestamp":"2024-06-20T04:13:00.443151Z","annotations":{"authorization.k8s.io/decision":"allow","authorization.k8s.io/reason":"RBAC: allowed by RoleBinding \"api-secrets/payments\" of Role \"secret-reader\" to ServiceAccount \"api/payments\""}}
`, V{"_aid": g.uuid(), "_uid": g.uuid(), "_puid": g.uuid()}, "api-7c9d6b5f4-x2klm", "secret-reader")

	g.audAdd("k8s-audit-policy-benign", `
$ cat /etc/kubernetes/audit-policy.yaml
apiVersion: audit.k8s.io/v1
kind: Policy
omitStages:
  - RequestReceived
rules:
  # never log secret, configmap or token bodies
  - level: Metadata
    resources:
      - group: ""
        resources: ["secrets", "configmaps", "serviceaccounts/token"]
      - group: authentication.k8s.io
        resources: ["tokenreviews"]
  - level: None
    users: ["system:kube-proxy"]
    verbs: ["watch"]
  - level: RequestResponse
    resources:
      - group: rbac.authorization.k8s.io
  - level: Metadata
`, V{}, `resources: ["secrets", "configmaps", "serviceaccounts/token"]`, "system:kube-proxy")

	g.audAdd("k8s-sa-token-request-benign", `
$ jq -c 'select(.objectRef.subresource=="token") | {ts:.requestReceivedTimestamp, user:.user.username, sa:.objectRef.name, ns:.objectRef.namespace, code:.responseStatus.code, id:.auditID}' audit.log | head -3
{"ts":"2024-06-20T04:00:01.101Z","user":"system:node:ip-10-0-3-41.ec2.internal","sa":"aws-node","ns":"kube-system","code":201,"id":"«_a1»"}
{"ts":"2024-06-20T04:00:01.377Z","user":"system:node:ip-10-0-3-41.ec2.internal","sa":"ebs-csi-node-sa","ns":"kube-system","code":201,"id":"«_a2»"}
{"ts":"2024-06-20T04:00:02.904Z","user":"system:node:ip-10-0-7-12.ec2.internal","sa":"default","ns":"payments","code":201,"id":"«_a3»"}
`, V{"_a1": g.uuid(), "_a2": g.uuid(), "_a3": g.uuid()}, "system:node:ip-10-0-3-41.ec2.internal", "ebs-csi-node-sa")

	g.audAdd("k8s-secret-redacted-by-webhook-benign", `
"requestObject": {
  "kind": "Secret",
  "apiVersion": "v1",
  "metadata": {"name": "smtp-relay", "namespace": "mail", "labels": {"app.kubernetes.io/managed-by": "Helm"}},
  "data": {"SMTP_USER": "<redacted>", "SMTP_PASSWORD": "<redacted>"},
  "type": "Opaque"
},
"annotations": {"audit-redactor.io/fields": "data.*", "audit-redactor.io/sha256": "«_sha»"}
`, V{"_sha": g.hex(64)}, `"SMTP_PASSWORD": "<redacted>"`, "audit-redactor.io/fields")
}

// ---- GitHub and GitLab audit logs ----

func (g *G) audForges() {
	g.audAdd("gh-auditlog-api-curl", `
$ curl -sS -H "Accept: application/vnd.github+json" -H "Authorization: Bearer «a»" -H "X-GitHub-Api-Version: 2022-11-28" "https://api.github.com/orgs/kestrel-io/audit-log?phrase=action:repo.destroy&include=all&per_page=5" | jq '.[0]'
{
  "@timestamp": 1716458812221,
  "action": "repo.destroy",
  "actor": "jmorrow",
  "actor_id": «_aid»,
  "created_at": 1716458812221,
  "org": "kestrel-io",
  "repo": "kestrel-io/legacy-billing",
  "_document_id": "«_doc»",
  "hashed_token": "«_ht»",
  "programmatic_access_type": "OAuth access token",
  "token_scopes": "repo,delete_repo"
}
`, V{"a": g.ghFine(), "_aid": g.digits(8), "_doc": g.b64u(22), "_ht": g.b64(32)}, "programmatic_access_type", "kestrel-io/legacy-billing")

	g.audAdd("gh-auditlog-hook-config-url", `
{"action":"hook.create","actor":"ci-admin","org":"kestrel-io","repo":"kestrel-io/api","hook_id":«_hid»,"config":{"content_type":"json","insecure_ssl":"0","url":"https://jenkins:«a»@ci.kestrel.internal/github-webhook/"},"events":["push","pull_request"],"created_at":1716901133004,"_document_id":"«_doc»"}
`, V{"_hid": g.digits(9), "a": g.hex(34), "_doc": g.b64u(22)}, "ci.kestrel.internal/github-webhook/", `"action":"hook.create"`)

	g.audAdd("gh-auditlog-stream-splunk-config", `
# enterprise audit log streaming → Splunk, set up by script (Enterprise settings > Audit log > Log streaming)
$ gh api -X POST /enterprises/kestrel/audit-log/streams \
    -f enabled=true \
    -f stream_type=Splunk \
    -f vendor_specific[domain]=http-inputs-kestrel.splunkcloud.com \
    -f vendor_specific[port]=443 \
    -f vendor_specific[key_id]=«_kid» \
    -f vendor_specific[encrypted_token]=«_enc» \
    -f vendor_specific[ssl_verify]=true
# plaintext HEC token (before encrypting with the stream key): «a»
`, V{"_kid": g.digits(19), "_enc": g.b64(48), "a": g.uuid()}, "http-inputs-kestrel.splunkcloud.com", "vendor_specific[ssl_verify]=true")

	g.audAdd("gl-audit-events-api", `
$ curl --header "PRIVATE-TOKEN: «a»" "https://gitlab.corp.example/api/v4/audit_events?created_after=2024-06-01&entity_type=Project" | jq '.[0:2]'
[
  {
    "id": 88211,
    "author_id": 412,
    "entity_id": 1933,
    "entity_type": "Project",
    "details": {
      "custom_message": "Added ci variable",
      "author_name": "Elif Demir",
      "target_type": "Ci::Variable",
      "target_details": "DEPLOY_TOKEN",
      "ip_address": "10.8.1.19",
      "entity_path": "platform/deploy-scripts"
    },
    "created_at": "2024-06-03T08:21:44.512Z"
  }
]
`, V{"a": g.glpat()}, "platform/deploy-scripts", "Ci::Variable")

	g.audAdd("gl-production-json-params", `
$ sudo grep '"path":"/api/v4/projects/1933/variables"' /var/log/gitlab/gitlab-rails/api_json.log | tail -1 | jq '{time, method, path, params, username}'
{
  "time": "2024-06-03T08:21:44.498Z",
  "method": "POST",
  "path": "/api/v4/projects/1933/variables",
  "params": [
    {"key": "key", "value": "DEPLOY_TOKEN"},
    {"key": "value", "value": "«a»"},
    {"key": "masked", "value": "true"},
    {"key": "protected", "value": "true"}
  ],
  "username": "edemir"
}
(filter_parameters should have caught "value" — it only filters keys named token/password/secret)
`, V{"a": g.hfTok()}, `"path": "/api/v4/projects/1933/variables"`, "edemir")

	g.audAdd("gh-actions-runner-diag-token", `
$ grep -h -i token _diag/Runner_20240612-101105-utc.log | head -4
[2024-06-12 10:11:06Z INFO GitHubActionsService] AAD Correlation ID for this token request: Unknown
[2024-06-12 10:11:07Z INFO RSAFileKeyManager] Loading RSA key parameters from file /home/runner/actions-runner/.credentials_rsaparams
[2024-06-12 10:11:07Z INFO ConfigurationManager] Registration token used: «a»
[2024-06-12 10:11:08Z INFO RunnerServer] Establish connection with «_hash» session «_sid»
`, V{"a": g.s(alUpNum, 29), "_hash": g.hex(40), "_sid": g.uuid()}, ".credentials_rsaparams", "AAD Correlation ID")

	// benign
	g.audAdd("gh-auditlog-csv-benign", `
$ head -4 export-kestrel-io-1717000000.csv
@timestamp,action,actor,actor_ip,org,repo,user,hashed_token,token_id,programmatic_access_type,operation_type,_document_id
1717000412331,git.clone,deploy-bot,20.201.28.151,kestrel-io,kestrel-io/api,,«_h1»,«_t1»,Fine-grained personal access token,access,«_d1»
1717000419002,personal_access_token.access_granted,jmorrow,82.13.40.2,kestrel-io,,jmorrow,,,,modify,«_d2»
1717000501778,org.update_actions_secret,ci-admin,82.13.40.7,kestrel-io,,,«_h3»,«_t3»,OAuth access token,modify,«_d3»
`, V{"_h1": g.b64(32), "_t1": g.digits(9), "_d1": g.b64u(22), "_d2": g.b64u(22), "_h3": g.b64(32), "_t3": g.digits(9), "_d3": g.b64u(22)},
		"org.update_actions_secret", "Fine-grained personal access token")

	g.audAdd("gh-secret-scanning-alert-benign", `
$ gh api /orgs/kestrel-io/secret-scanning/alerts --jq '.[] | [.number, .state, .secret_type_display_name, .repository.full_name, .resolution] | @tsv' | head -4
412	resolved	GitHub Personal Access Token	kestrel-io/infra	revoked
409	open	Amazon AWS Access Key ID	kestrel-io/data-tools	
407	resolved	Slack Incoming Webhook URL	kestrel-io/alerts	revoked
401	resolved	Stripe Test API Secret Key	kestrel-io/web	used_in_tests
`, V{}, "Amazon AWS Access Key ID", "used_in_tests")

	g.audAdd("gl-audit-event-streaming-benign", `
{"id":"«_id»","author_id":412,"entity_id":1933,"entity_type":"Project","details":{"event_name":"project_access_token_created","author_name":"Elif Demir","author_class":"User","target_id":7731,"target_type":"PersonalAccessToken","target_details":"release-pipeline","custom_message":"Created project access token with token_id: 7731 with scopes: [:api, :read_repository] and Maintainer access level.","ip_address":"10.8.1.19","entity_path":"platform/deploy-scripts"},"ip_address":"10.8.1.19","author_name":"Elif Demir","entity_path":"platform/deploy-scripts","target_details":"release-pipeline","created_at":"2024-06-03T08:30:12.004Z","event_type":"project_access_token_created"}
X-Gitlab-Event-Streaming-Token: [verification token hidden in UI]
`, V{"_id": g.digits(6)}, "project_access_token_created", "[verification token hidden in UI]")

	g.audAdd("gh-enterprise-audit-git-events-benign", `
$ zcat audit-log-git-2024-06-12.json.gz | jq -c '{a:.action, u:.actor, r:.repo, t:.transport_protocol_name, id:._document_id, ua:.user_agent}' | head -3
{"a":"git.push","u":"deploy-bot","r":"kestrel-io/api","t":"ssh","id":"«_d1»","ua":"git/2.45.1"}
{"a":"git.fetch","u":"jmorrow","r":"kestrel-io/infra","t":"http","id":"«_d2»","ua":"git/2.39.3 (Apple Git-146)"}
{"a":"git.clone","u":"github-actions[bot]","r":"kestrel-io/web","t":"http","id":"«_d3»","ua":"git/2.43.0"}
`, V{"_d1": g.b64u(22), "_d2": g.b64u(22), "_d3": g.b64u(22)}, "git/2.39.3 (Apple Git-146)", "github-actions[bot]")
}

// ---- Okta, Auth0, Google Workspace ----

func (g *G) audIdP() {
	g.audAdd("okta-syslog-export-ssws", `
$ curl -s -H "Accept: application/json" -H "Authorization: SSWS «a»" \
    "https://quanta.okta.com/api/v1/logs?since=2024-06-01T00:00:00Z&filter=eventType+eq+%22user.session.start%22&limit=2" | jq -c '.[] | {published, eventType, actor: .actor.alternateId, outcome: .outcome.result, ip: .client.ipAddress, uuid}'
{"published":"2024-06-01T06:12:09.410Z","eventType":"user.session.start","actor":"t.nguyen@quanta.io","outcome":"SUCCESS","ip":"73.158.2.40","uuid":"«_u1»"}
{"published":"2024-06-01T06:14:51.022Z","eventType":"user.session.start","actor":"svc-jira@quanta.io","outcome":"FAILURE","ip":"3.89.12.201","uuid":"«_u2»"}
`, V{"a": g.okta(), "_u1": g.uuid(), "_u2": g.uuid()}, "t.nguyen@quanta.io", "user.session.start")

	g.audAdd("okta-debugdata-requesturi-secret", `
{
  "actor": {"id": "«_app»", "type": "PublicClientApp", "alternateId": "reporting-cron", "displayName": "reporting-cron"},
  "eventType": "app.oauth2.as.token.grant.access_token",
  "displayMessage": "OAuth2 access token is granted",
  "outcome": {"result": "SUCCESS"},
  "debugContext": {
    "debugData": {
      "requestId": "«_rid»",
      "requestUri": "/oauth2/default/v1/token",
      "url": "/oauth2/default/v1/token?grant_type=client_credentials&client_id=«_app»&client_secret=«a»&scope=reports.read",
      "grantType": "client_credentials",
      "threatSuspected": "false"
    }
  },
  "uuid": "«_uuid»",
  "published": "2024-05-19T02:00:03.771Z"
}
`, V{"_app": g.audOkta("0oa"), "_rid": g.b64u(27), "a": g.b64u(40), "_uuid": g.uuid()}, "reporting-cron", "app.oauth2.as.token.grant.access_token")

	g.audAdd("auth0-logs-ropg-body", `
$ auth0 logs tail --filter "type:fp" --number 1 --json
[
  {
    "date": "2024-04-02T19:44:31.803Z",
    "type": "fp",
    "description": "Wrong email or password.",
    "connection": "Username-Password-Authentication",
    "client_id": "«_cid»",
    "client_name": "legacy-mobile",
    "ip": "88.198.44.10",
    "user_name": "m.santos@plover.app",
    "details": {
      "body": {"grant_type": "password", "username": "m.santos@plover.app", "password": "«a»", "client_id": "«_cid»", "audience": "https://api.plover.app"}
    },
    "log_id": "«_lid»"
  }
]
`, V{"_cid": g.an(32), "a": g.pw(), "_lid": g.audAuth0()}, "Username-Password-Authentication", "m.santos@plover.app")

	g.audAdd("auth0-log-stream-webhook-auth", `
$ auth0 api get log-streams | jq '.[] | select(.type=="http")'
{
  "id": "lst_«_lst»",
  "name": "siem-http",
  "type": "http",
  "status": "active",
  "sink": {
    "httpContentFormat": "JSONLINES",
    "httpContentType": "application/json",
    "httpEndpoint": "https://ingest.siem.plover.app/auth0",
    "httpAuthorization": "Bearer «a»"
  },
  "filters": [{"type": "category", "name": "auth.login.fail"}, {"type": "category", "name": "auth.token_exchange.fail"}]
}
`, V{"_lst": g.s(alAlnum, 16), "a": g.b64u(48)}, "https://ingest.siem.plover.app/auth0", "auth.token_exchange.fail")

	g.audAdd("auth0-mgmt-token-export-script", `
# scripts/export_auth0_logs.py
import requests
DOMAIN = "plover.eu.auth0.com"
CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"   # TODO move to vault

tok = requests.post(f"https://{DOMAIN}/oauth/token", json={
    "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET,
    "audience": f"https://{DOMAIN}/api/v2/", "grant_type": "client_credentials"}).json()["access_token"]
logs = requests.get(f"https://{DOMAIN}/api/v2/logs", params={"q": "type:(f OR fp OR fu)", "per_page": 100},
                    headers={"Authorization": f"Bearer {tok}"}).json()
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "plover.eu.auth0.com", "type:(f OR fp OR fu)")

	g.audAdd("gws-reports-gam-oauth", `
$ cat ~/.gam/oauth2.txt
{"token": "«a»", "refresh_token": "«b»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_cid».apps.googleusercontent.com", "client_secret": "«c»", "scopes": ["https://www.googleapis.com/auth/admin.reports.audit.readonly"], "expiry": "2024-06-04T10:11:12.000000Z"}
$ gam report admin event CHANGE_PASSWORD start -7d
actor.email,id.time,id.uniqueQualifier,events.0.name,events.0.parameters.0.value
it-admin@loomcraft.com,2024-06-03T15:04:22.211Z,«_uq»,CHANGE_PASSWORD,f.baker@loomcraft.com
`, V{"a": g.ya29(), "b": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx(), "_uq": "-" + g.digits(19)},
		"it-admin@loomcraft.com", "admin.reports.audit.readonly")

	g.audAdd("okta-hook-verification-in-log", `
2024-06-11 09:32:18,441 INFO  okta_event_hook: verification request received
2024-06-11 09:32:18,442 DEBUG okta_event_hook: headers={'Host': 'hooks.quanta.io', 'Authorization': '«a»', 'X-Okta-Verification-Challenge': '«_ch»', 'User-Agent': 'Okta Google-HTTP-Java-Client/1.43.3 (gzip)'}
2024-06-11 09:32:18,443 INFO  okta_event_hook: responded with verification
`, V{"a": g.an(40), "_ch": g.b64u(40)}, "hooks.quanta.io", "Okta Google-HTTP-Java-Client/1.43.3 (gzip)")

	// benign
	g.audAdd("okta-syslog-mfa-benign", `
{
  "actor": {"id": "«_uid»", "type": "User", "alternateId": "r.ito@quanta.io", "displayName": "Rina Ito"},
  "client": {"userAgent": {"rawUserAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", "os": "Mac OS X", "browser": "SAFARI"}, "ipAddress": "24.6.170.11"},
  "authenticationContext": {"externalSessionId": "«_xs»", "authenticationStep": 0},
  "displayMessage": "Authentication of user via MFA",
  "eventType": "user.authentication.auth_via_mfa",
  "outcome": {"result": "SUCCESS"},
  "published": "2024-06-05T08:00:41.207Z",
  "securityContext": {"asNumber": 7922, "asOrg": "comcast", "isp": "comcast", "domain": "comcast.net", "isProxy": false},
  "transaction": {"type": "WEB", "id": "«_tx»"},
  "uuid": "«_uuid»",
  "target": [{"id": "«_fid»", "type": "AuthenticatorEnrollment", "alternateId": "unknown", "displayName": "Okta Verify"}]
}
`, V{"_uid": g.audOkta("00u"), "_xs": "102" + g.an(22), "_tx": g.b64u(27), "_uuid": g.uuid(), "_fid": g.audOkta("pfd")},
		"user.authentication.auth_via_mfa", "r.ito@quanta.io")

	g.audAdd("auth0-log-success-benign", `
{"date":"2024-04-02T19:45:02.118Z","type":"s","connection":"google-oauth2","connection_id":"con_«_con»","client_id":"«_cid»","client_name":"web","ip":"88.198.44.10","user_agent":"Chrome 124.0.0 / Windows 10.0.0","details":{"prompts":[],"completedAt":1712087102117,"elapsedTime":2211,"session_id":"«_sess»"},"hostname":"login.plover.app","user_id":"google-oauth2|«_gid»","user_name":"m.santos@plover.app","strategy":"google-oauth2","strategy_type":"social","log_id":"«_lid»"}
`, V{"_con": g.an(16), "_cid": g.an(32), "_sess": g.b64u(32), "_gid": g.digits(21), "_lid": g.audAuth0()}, "login.plover.app", "google-oauth2")

	g.audAdd("gws-login-report-benign", `
$ gam report login user all start -1d filters "is_suspicious==true"
actor.email,actor.profileId,id.time,id.uniqueQualifier,ipAddress,events.0.name,events.0.parameters.login_type
ops@loomcraft.com,«_p1»,2024-06-04T02:13:11.000Z,«_q1»,185.107.56.21,login_failure,google_password
ops@loomcraft.com,«_p1»,2024-06-04T02:13:40.000Z,«_q2»,185.107.56.21,login_challenge,google_password
`, V{"_p1": g.digits(21), "_q1": "-" + g.digits(19), "_q2": g.digits(19)}, "is_suspicious==true", "google_password")

	g.audAdd("okta-policy-password-change-benign", `
eventType=user.account.update_password actor=00u«_a» target=f.baker@quanta.io outcome=SUCCESS
  debugContext.debugData: {"requestId":"«_r»","requestUri":"/api/v1/users/00u«_a»/credentials/change_password","url":"/api/v1/users/00u«_a»/credentials/change_password?","dtHash":"«_dt»"}
  note: Okta never writes the old or new password to the System Log; the body is not logged.
`, V{"_a": g.an(17), "_r": g.b64u(27), "_dt": g.hex(64)}, "user.account.update_password", "credentials/change_password")
}

// ---- PostgreSQL ----

func (g *G) audPostgres() {
	g.audAdd("pg-log-statement-alter-role", `
$ sudo grep -n "PASSWORD" /var/log/postgresql/postgresql-15-main.log | tail -3
18842:2024-06-12 09:14:22.118 UTC [48211] postgres@postgres LOG:  statement: ALTER ROLE app_rw WITH LOGIN PASSWORD '«a»';
18843:2024-06-12 09:14:31.004 UTC [48211] postgres@postgres LOG:  statement: ALTER ROLE app_ro WITH LOGIN PASSWORD '«b»' VALID UNTIL '2025-01-01';
19020:2024-06-12 11:02:40.577 UTC [51022] admin@orders LOG:  statement: SELECT rolname, rolvaliduntil FROM pg_roles WHERE rolname LIKE 'app_%';
`, V{"a": g.pw(), "b": g.pwStrong()}, "/var/log/postgresql/postgresql-15-main.log", "rolvaliduntil")

	g.audAdd("pgaudit-create-role", `
2024-05-03 18:22:07.441 CEST [77120] dba@inventory LOG:  AUDIT: SESSION,4,1,ROLE,CREATE ROLE,,,"CREATE ROLE metabase LOGIN PASSWORD '«a»' CONNECTION LIMIT 10",<not logged>
2024-05-03 18:22:07.452 CEST [77120] dba@inventory LOG:  AUDIT: SESSION,5,1,ROLE,GRANT,,,"GRANT pg_read_all_data TO metabase",<not logged>
2024-05-03 18:22:09.118 CEST [77120] dba@inventory LOG:  AUDIT: SESSION,6,1,READ,SELECT,,,"SELECT count(*) FROM stock_levels",<not logged>
`, V{"a": g.pw()}, "pg_read_all_data", "<not logged>")

	g.audAdd("pg-csvlog-user-mapping", `
$ grep -h "USER MAPPING" pg_log/postgresql-2024-04-*.csv
2024-04-18 10:02:33.112 UTC,"etl","warehouse",9221,"10.4.2.8:51122",6620f1b9.2405,3,"idle",2024-04-18 10:01:29 UTC,7/1189,0,LOG,00000,"statement: CREATE USER MAPPING FOR etl SERVER legacy_mysql OPTIONS (username 'report', password '«a»');",,,,,,,,,"psql","client backend",,0
2024-04-18 10:05:10.873 UTC,"etl","warehouse",9221,"10.4.2.8:51122",6620f1b9.2405,9,"idle",2024-04-18 10:01:29 UTC,7/1195,0,LOG,00000,"statement: ALTER USER MAPPING FOR etl SERVER legacy_mysql OPTIONS (SET password '«b»');",,,,,,,,,"psql","client backend",,0
`, V{"a": g.pw(), "b": g.pw()}, "legacy_mysql", "client backend")

	g.audAdd("pg-dblink-connstr-in-log", `
2024-07-01 03:00:02.004 UTC [3301] cron@analytics LOG:  duration: 41822.117 ms  statement: INSERT INTO staging.orders SELECT * FROM dblink('host=orders-db.internal port=5432 dbname=orders user=replicator password=«a» sslmode=require', 'SELECT id, total, created_at FROM orders WHERE created_at >= current_date - 1') AS t(id bigint, total numeric, created_at timestamptz);
`, V{"a": g.pwURL()}, "orders-db.internal", "duration: 41822.117 ms")

	g.audAdd("pg-rds-log-download", `
$ aws rds download-db-log-file-portion --db-instance-identifier crm-prod --log-file-name error/postgresql.log.2024-05-28-14 --output text | grep -i -E "password|secret"
2024-05-28 14:22:09 UTC:10.0.2.15(49812):rdsadmin@crm:[11820]:LOG:  statement: CREATE ROLE zapier_sync WITH LOGIN PASSWORD '«a»'
2024-05-28 14:40:55 UTC:10.0.9.77(50110):crm_app@crm:[12011]:ERROR:  duplicate key value violates unique constraint "integrations_pkey"
2024-05-28 14:40:55 UTC:10.0.9.77(50110):crm_app@crm:[12011]:STATEMENT:  INSERT INTO integrations (id, provider, api_secret) VALUES (41, 'mailchimp', '«b»')
`, V{"a": g.pw(), "b": g.mailchimp()}, "integrations_pkey", "crm-prod")

	g.audAdd("pg-cloudsql-logs-explorer-copy", `
textPayload: "2024-03-19 16:01:12.221 UTC [211]: [3-1] db=payments,user=cloudsqlsuperuser LOG:  statement: ALTER USER stripe_worker PASSWORD '«a»'"
resource.labels.database_id: "ledger-prod:payments-pg"
logName: projects/ledger-prod/logs/cloudsql.googleapis.com%2Fpostgres.log
insertId: «_ins»
`, V{"a": g.pwStrong(), "_ins": g.audInsert()}, "ledger-prod:payments-pg", "cloudsql.googleapis.com%2Fpostgres.log")

	g.audAdd("pg-copy-program-curl", `
2024-08-20 22:17:45.903 UTC [90112] postgres@telemetry LOG:  AUDIT: SESSION,12,1,WRITE,COPY,,,"COPY events_export TO PROGRAM 'gzip | curl -sS -u uploader:«a» -T - https://files.partner.example/drop/events.csv.gz'",<not logged>
`, V{"a": g.pwURL()}, "files.partner.example/drop/events.csv.gz", "events_export")

	g.audAdd("pg-set-session-authorization-pgbouncer", `
$ journalctl -u pgbouncer --since "10 min ago" | grep -v "stats:"
Jun 13 11:02:01 db-proxy-1 pgbouncer[1120]: C-0x55d1c0: orders/app_rw@10.0.7.31:44120 login attempt: db=orders user=app_rw tls=TLSv1.3/TLS_AES_256_GCM_SHA384
Jun 13 11:02:01 db-proxy-1 pgbouncer[1120]: S-0x55d1e8: orders/app_rw@10.0.3.5:5432 new connection to server (from 10.0.7.2:41822)
Jun 13 11:02:09 db-proxy-1 pgbouncer[1120]: C-0x55d210: admin/pgbouncer@unix(21833):6432 pgbouncer access from unix socket
Jun 13 11:02:09 db-proxy-1 pgbouncer[1120]: admin command: SET auth_query = 'SELECT usename, passwd FROM pgbouncer.get_auth($1)'
Jun 13 11:02:15 db-proxy-1 pgbouncer[1120]: admin command: RELOAD
# userlist.txt was regenerated at 11:01:
"app_rw" "«a»"
`, V{"a": g.pw()}, "pgbouncer.get_auth($1)", "db-proxy-1")

	// benign
	g.audAdd("pg-password-redacted-benign", `
2024-06-12 09:14:22.118 UTC [48211] postgres@postgres LOG:  statement: ALTER ROLE app_rw WITH LOGIN PASSWORD <REDACTED>;
2024-06-12 09:14:22.120 UTC [48211] postgres@postgres LOG:  duration: 1.902 ms
-- log_statement was switched to 'ddl' and the pg_stat_statements / log pipeline masks PASSWORD literals since 2024-06
`, V{}, "PASSWORD <REDACTED>", "log_statement was switched to 'ddl'")

	g.audAdd("pgaudit-config-benign", `
$ psql -c "SHOW pgaudit.log" -c "SHOW pgaudit.log_parameter" -c "SHOW log_statement"
 pgaudit.log
-------------
 ddl,role,write
(1 row)

 pgaudit.log_parameter
-----------------------
 off
(1 row)

 log_statement
---------------
 none
(1 row)
`, V{}, "ddl,role,write", "pgaudit.log_parameter")

	g.audAdd("pg-auth-failure-benign", `
2024-06-13 03:11:40.021 UTC [99120] app_rw@orders FATAL:  password authentication failed for user "app_rw"
2024-06-13 03:11:40.021 UTC [99120] app_rw@orders DETAIL:  Connection matched file "/etc/postgresql/15/main/pg_hba.conf" line 102: "hostssl all all 10.0.0.0/8 scram-sha-256"
2024-06-13 03:11:41.337 UTC [99121] [unknown]@[unknown] LOG:  connection received: host=10.0.7.31 port=50218
2024-06-13 03:11:41.340 UTC [99121] app_rw@orders LOG:  connection authenticated: identity="app_rw" method=scram-sha-256 (/etc/postgresql/15/main/pg_hba.conf:102)
`, V{}, `password authentication failed for user "app_rw"`, "hostssl all all 10.0.0.0/8 scram-sha-256")

	g.audAdd("pg-stat-statements-normalized-benign", `
orders=# SELECT queryid, calls, left(query, 90) FROM pg_stat_statements WHERE query ILIKE '%password%';
       queryid        | calls |                                           left
----------------------+-------+------------------------------------------------------------------------------------------
 «_q1» |     1 | ALTER ROLE app_rw WITH LOGIN PASSWORD $1
 «_q2» |  8812 | SELECT id, password_hash FROM users WHERE email = $1
(2 rows)
`, V{"_q1": "-" + g.digits(19), "_q2": g.digits(19)}, "ALTER ROLE app_rw WITH LOGIN PASSWORD $1", "password_hash")
}

// ---- MySQL, MongoDB, Oracle, SQL Server ----

func (g *G) audOtherDB() {
	g.audAdd("mysql-general-log-create-user", `
$ sudo tail -n 6 /var/lib/mysql/db-prod-1.log
2024-06-14T08:01:12.441102Z	   1883 Connect	root@localhost on  using Socket
2024-06-14T08:01:12.441390Z	   1883 Query	select @@version_comment limit 1
2024-06-14T08:01:19.004118Z	   1883 Query	CREATE USER 'grafana'@'10.0.%' IDENTIFIED BY '«a»'
2024-06-14T08:01:24.772009Z	   1883 Query	GRANT SELECT ON metrics.* TO 'grafana'@'10.0.%'
2024-06-14T08:01:31.118232Z	   1883 Query	SET PASSWORD FOR 'legacy_app'@'%' = PASSWORD('«b»')
2024-06-14T08:01:33.500017Z	   1883 Quit
`, V{"a": g.pw(), "b": g.pw()}, "root@localhost on  using Socket", "GRANT SELECT ON metrics.* TO 'grafana'@'10.0.%'")

	g.audAdd("mysql-general-log-change-master", `
2024-05-09T23:40:02.118009Z	   412 Query	CHANGE REPLICATION SOURCE TO SOURCE_HOST='10.0.1.20', SOURCE_USER='repl', SOURCE_PASSWORD='«a»', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1
2024-05-09T23:40:02.131447Z	   412 Query	START REPLICA
`, V{"a": g.pwStrong()}, "SOURCE_AUTO_POSITION=1", "START REPLICA")

	g.audAdd("mysql-audit-plugin-json", `
$ jq -c 'select(.class=="general" and (.general_data.query | test("(?i)identified")))' /var/log/mysql/audit.log
{"timestamp":"2024-04-11 12:02:09","id":3,"class":"general","event":"status","connection_id":998,"account":{"user":"dba","host":"10.8.0.4"},"login":{"user":"dba","os":"","ip":"10.8.0.4","proxy":""},"general_data":{"command":"Query","sql_command":"alter_user","query":"ALTER USER 'airflow'@'%' IDENTIFIED WITH caching_sha2_password BY '«a»'","status":0}}
`, V{"a": g.pw()}, "caching_sha2_password", `"sql_command":"alter_user"`)

	g.audAdd("mongo-profiler-insert-apikey", `
rs0:PRIMARY> db.system.profile.find({ns: "integrations.connections"}).sort({ts: -1}).limit(1).pretty()
{
	"op" : "insert",
	"ns" : "integrations.connections",
	"command" : {
		"insert" : "connections",
		"documents" : [
			{
				"_id" : ObjectId("«_oid»"),
				"provider" : "twilio",
				"accountSid" : "«_sid»",
				"authToken" : "«a»",
				"createdBy" : "ops@lumen.health"
			}
		],
		"ordered" : true,
		"lsid" : { "id" : UUID("«_lsid»") },
		"$db" : "integrations"
	},
	"ninserted" : 1,
	"millis" : 112,
	"ts" : ISODate("2024-06-02T14:11:20.004Z"),
	"client" : "10.2.0.14",
	"appName" : "integrations-api"
}
`, V{"_oid": g.hex(24), "_sid": g.twilioSID(), "a": g.hex(32), "_lsid": g.uuid()}, "integrations.connections", "ops@lumen.health")

	g.audAdd("mongo-log-slow-query-connstring", `
{"t":{"$date":"2024-05-22T10:41:09.118+00:00"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn5531","msg":"Slow query","attr":{"type":"command","ns":"admin.$cmd","appName":"mongosh 2.2.5","command":{"eval":"db.getSiblingDB('reports').runCommand({ copydbgetnonce: 1 })","$db":"admin"},"durationMillis":1204}}
{"t":{"$date":"2024-05-22T10:41:12.007+00:00"},"s":"I","c":"NETWORK","id":51800,"ctx":"conn5532","msg":"client metadata","attr":{"remote":"10.3.1.9:52210","client":"conn5532","doc":{"application":{"name":"etl-sync --uri mongodb://etl:«a»@mongo-0.mongo:27017/?authSource=admin"},"driver":{"name":"nodejs","version":"6.5.0"}}}}
`, V{"a": g.pwURL()}, "mongo-0.mongo:27017", `"durationMillis":1204`)

	g.audAdd("oracle-unified-audit-credential", `
SQL> SELECT event_timestamp, dbusername, action_name, sql_text FROM unified_audit_trail WHERE action_name = 'EXECUTE' AND sql_text LIKE '%CREATE_CREDENTIAL%' ORDER BY event_timestamp DESC FETCH FIRST 1 ROWS ONLY;

EVENT_TIMESTAMP               DBUSERNAME  ACTION_NAME  SQL_TEXT
----------------------------  ----------  -----------  ----------------------------------------------------------------------------------------------
14-JUN-24 09.12.44.118203 AM  ADMIN       EXECUTE      BEGIN DBMS_CLOUD.CREATE_CREDENTIAL(credential_name => 'OBJSTORE_CRED', username => 'etl@corp.example', password => '«a»'); END;
`, V{"a": g.s(alAlnum+"(){}[]<>:;#", 20)}, "OBJSTORE_CRED", "unified_audit_trail")

	g.audAdd("mssql-audit-linked-server", `
PS> Invoke-Sqlcmd -ServerInstance sql-erp-01 -Query "SELECT event_time, server_principal_name, statement FROM sys.fn_get_audit_file('D:\Audit\*.sqlaudit', DEFAULT, DEFAULT) WHERE statement LIKE '%linkedsrvlogin%'"

event_time            server_principal_name statement
----------            --------------------- ---------
6/14/2024 7:02:11 AM  CORP\svc_sqladmin     EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'ORACLE_FIN', @useself = N'False', @locallogin = NULL, @rmtuser = N'FIN_READ', @rmtpassword = N'«a»'
`, V{"a": g.pw()}, "ORACLE_FIN", `D:\Audit\*.sqlaudit`)

	g.audAdd("redis-monitor-auth", `
$ redis-cli -h cache-prod-1 -a "$REDIS_ADMIN_PW" --no-auth-warning MONITOR | head -4
OK
1718355620.118220 [0 10.0.5.12:51220] "AUTH" "sessions-svc" "«a»"
1718355620.119001 [0 10.0.5.12:51220] "GET" "sess:«_sess»"
1718355620.201119 [0 10.0.5.13:42018] "CONFIG" "SET" "masterauth" "«b»"
`, V{"a": g.an(32), "_sess": g.hex(16), "b": g.an(32)}, "$REDIS_ADMIN_PW", "cache-prod-1")

	// benign
	g.audAdd("mysql8-general-log-rewritten-benign", `
2024-06-14T08:01:19.004118Z	   1883 Query	CREATE USER 'grafana'@'10.0.%' IDENTIFIED BY <secret>
2024-06-14T08:01:31.118232Z	   1883 Query	ALTER USER 'legacy_app'@'%' IDENTIFIED WITH 'caching_sha2_password' BY <secret>
2024-06-14T08:01:40.771011Z	   1883 Query	SHOW GRANTS FOR 'grafana'@'10.0.%'
# MySQL 8 rewrites passwords in the general log unless --log-raw is set
`, V{}, "IDENTIFIED BY <secret>", "--log-raw")

	g.audAdd("mongo-createuser-redacted-benign", `
{"t":{"$date":"2024-06-02T14:20:11.551+00:00"},"s":"I","c":"ACCESS","id":20436,"ctx":"conn6621","msg":"Successfully authenticated","attr":{"client":"10.2.0.14:50312","isSpeculative":true,"isClusterMember":false,"mechanism":"SCRAM-SHA-256","user":"admin","db":"admin","result":0,"metrics":{"conversation_duration":{"micros":5221,"summary":{"0":{"step":1,"step_total":2,"duration_micros":211}}}}}}
{"atype":"createUser","ts":{"$date":"2024-06-02T14:20:40.118+00:00"},"uuid":{"$binary":"«_bin»","$type":"04"},"local":{"ip":"10.2.0.5","port":27017},"remote":{"ip":"10.2.0.14","port":50312},"users":[{"user":"admin","db":"admin"}],"roles":[{"role":"root","db":"admin"}],"param":{"user":"reporting","db":"reports","customData":{},"roles":[{"role":"read","db":"reports"}]},"result":0}
`, V{"_bin": g.b64(16)}, "SCRAM-SHA-256", `"atype":"createUser"`)

	g.audAdd("mssql-audit-masked-benign", `
event_time              action_id  server_principal_name   statement
2024-06-14 07:10:01.22  CR         CORP\svc_sqladmin       CREATE LOGIN [report_reader] WITH PASSWORD = '******', CHECK_POLICY = ON
2024-06-14 07:10:02.04  AL         CORP\svc_sqladmin       ALTER LOGIN [sa] WITH PASSWORD = '******' OLD_PASSWORD = '******'
2024-06-14 07:11:45.90  LGIF       CORP\jdoe               Login failed for user 'CORP\jdoe'. Reason: Password did not match that for the login provided. [CLIENT: 10.1.4.22]
`, V{}, "WITH PASSWORD = '******', CHECK_POLICY = ON", "Reason: Password did not match")

	g.audAdd("oracle-audit-logon-benign", `
SQL> SELECT os_username, userhost, dbusername, action_name, return_code, unified_audit_policies, authentication_type FROM unified_audit_trail WHERE action_name = 'LOGON' AND return_code = 1017 FETCH FIRST 2 ROWS ONLY;

OS_USERNAME  USERHOST          DBUSERNAME  ACTION_NAME  RETURN_CODE  UNIFIED_AUDIT_POLICIES     AUTHENTICATION_TYPE
-----------  ----------------  ----------  -----------  -----------  -------------------------  ------------------------------------------------------------------
oracle       erp-app-02        HR_APP      LOGON        1017         ORA_LOGON_FAILURES         (TYPE=(DATABASE));(CLIENT ADDRESS=((ADDRESS=(PROTOCOL=tcp)(HOST=10.4.1.22)(PORT=50122))));
`, V{}, "ORA_LOGON_FAILURES", "(TYPE=(DATABASE))")
}

// ---- Linux auditd ----

func (g *G) audAuditd() {
	pw1 := g.pw()
	g.audAdd("auditd-execve-plain-args", `
$ sudo ausearch -k db_clients --start today --raw | grep -A1 'type=EXECVE' | head -4
type=EXECVE msg=audit(1718362044.118:91822): argc=5 a0="mysql" a1="-h" a2="10.0.1.20" a3="-uroot" a4="«a»"
type=PROCTITLE msg=audit(1718362044.118:91822): proctitle=«b»
`, V{"a": "-p" + pw1, "b": audTitle("mysql", "-h", "10.0.1.20", "-uroot", "-p"+pw1)}, "ausearch -k db_clients")

	pw2 := g.pw()
	arg2 := "PGPASSWORD=" + pw2 + " pg_dump -h 10.30.0.8 -U etl warehouse"
	g.audAdd("auditd-execve-hex-arg", `
type=SYSCALL msg=audit(1718362101.552:91840): arch=c000003e syscall=59 success=yes exit=0 a0=55d7c2a1e4b0 a1=55d7c2a1e2f0 a2=55d7c2a1e318 a3=8 items=2 ppid=40112 pid=40188 auid=1004 uid=1004 gid=1004 euid=1004 suid=1004 fsuid=1004 egid=1004 sgid=1004 fsgid=1004 tty=pts1 ses=31 comm="bash" exe="/usr/bin/bash" subj=unconfined key="exec_log"
type=EXECVE msg=audit(1718362101.552:91840): argc=3 a0="bash" a1="-c" a2=«a»
type=CWD msg=audit(1718362101.552:91840): cwd="/home/kparikh"
`, V{"a": audHex(arg2)}, `key="exec_log"`, `cwd="/home/kparikh"`)

	tok := g.ghp()
	g.audAdd("auditd-ausearch-interpreted", `
$ sudo ausearch -i -x curl --start recent
----
type=PROCTITLE msg=audit(06/14/2024 11:04:12.331:92011) : proctitle=curl -sS -H Authorization: token «a» https://api.github.com/user
type=EXECVE msg=audit(06/14/2024 11:04:12.331:92011) : argc=5 a0=curl a1=-sS a2=-H a3=Authorization: token «a» a4=https://api.github.com/user
type=SYSCALL msg=audit(06/14/2024 11:04:12.331:92011) : arch=x86_64 syscall=execve success=yes exit=0 ppid=51022 pid=51033 auid=deploy uid=deploy gid=deploy euid=deploy tty=pts0 ses=44 comm=curl exe=/usr/bin/curl key=net_tools
`, V{"a": tok}, "key=net_tools", "https://api.github.com/user")

	pw3 := g.pwURL()
	g.audAdd("auditd-proctitle-raw-only", `
$ sudo grep 'msg=audit(1718370011.902:93114)' /var/log/audit/audit.log
type=SYSCALL msg=audit(1718370011.902:93114): arch=c000003e syscall=59 success=yes exit=0 a0=5612e8c0 a1=5612e7f0 a2=5612e810 a3=0 items=2 ppid=1 pid=88121 auid=4294967295 uid=0 gid=0 euid=0 suid=0 fsuid=0 egid=0 sgid=0 fsgid=0 tty=(none) ses=4294967295 comm="sshpass" exe="/usr/bin/sshpass" key="rootcmd"
type=PROCTITLE msg=audit(1718370011.902:93114): proctitle=«a»
`, V{"a": audTitle("sshpass", "-p", pw3, "ssh", "backup@10.0.9.4", "/opt/backup/run.sh")}, `comm="sshpass"`, `key="rootcmd"`)

	pw4 := g.pw()
	g.audAdd("auditd-laurel-json", `
$ tail -1 /var/log/laurel/audit.log | jq '{ID, EXECVE: .EXECVE.ARGV, PARENT_INFO}'
{
  "ID": "1718371120.441:93320",
  "EXECVE": [
    "docker",
    "login",
    "-u",
    "ci-pusher",
    "-p",
    "«a»",
    "registry.corp.example"
  ],
  "PARENT_INFO": {
    "ID": "1718371101.004:93301",
    "comm": "bash",
    "exe": "/usr/bin/bash",
    "ppid": 2201
  }
}
`, V{"a": pw4}, "registry.corp.example", "ci-pusher")

	g.audAdd("auditd-execve-htpasswd", `
type=EXECVE msg=audit(1718372002.771:93390): argc=5 a0="htpasswd" a1="-b" a2="/etc/nginx/.htpasswd" a3="grafana" a4="«a»"
type=CWD msg=audit(1718372002.771:93390): cwd="/root"
type=PATH msg=audit(1718372002.771:93390): item=0 name="/usr/bin/htpasswd" inode=1310922 dev=fd:01 mode=0100755 ouid=0 ogid=0 rdev=00:00 nametype=NORMAL cap_fp=0 cap_fi=0 cap_fe=0 cap_fver=0 cap_frootid=0
`, V{"a": g.pwURL()}, "/etc/nginx/.htpasswd", `name="/usr/bin/htpasswd"`)

	pw5 := g.pw()
	g.audAdd("auditd-split-execve-long-arg", `
type=EXECVE msg=audit(1718373300.118:93500): argc=4 a0="java" a1="-jar" a2="/opt/liquibase/liquibase.jar" a3_len=118 a3[0]=«a»
`, V{"a": audHex("--url=jdbc:postgresql://10.0.3.5:5432/app --username=liquibase --password=" + pw5 + " update")}, "/opt/liquibase/liquibase.jar")

	pw6 := g.pw()
	g.audAdd("auditd-aureport-then-decode", `
$ sudo aureport -x --summary -i | head -5
Executable Summary Report
=================================
total  file
=================================
412  /usr/bin/curl
$ echo «a» | xxd -r -p | tr '\0' ' '
curl -u admin:«b» -X POST http://10.0.4.2:9200/_security/user/kibana_system/_password
`, V{"a": audTitle("curl", "-u", "admin:"+pw6, "-X", "POST", "http://10.0.4.2:9200/_security/user/kibana_system/_password"), "b": pw6}, "Executable Summary Report", "/_security/user/kibana_system/_password")

	// benign
	g.audAdd("auditd-benign-ids", `
type=USER_LOGIN msg=audit(1718374401.210:93611): pid=99120 uid=0 auid=1004 ses=52 subj=unconfined msg='op=login id=1004 exe="/usr/sbin/sshd" hostname=? addr=10.8.0.12 terminal=/dev/pts/2 res=success'UID="root" AUID="kparikh" ID="kparikh"
type=CRED_ACQ msg=audit(1718374401.214:93612): pid=99120 uid=0 auid=1004 ses=52 subj=unconfined msg='op=PAM:setcred grantors=pam_permit,pam_cap acct="kparikh" exe="/usr/sbin/sshd" hostname=10.8.0.12 addr=10.8.0.12 terminal=ssh res=success'
type=CRYPTO_KEY_USER msg=audit(1718374401.198:93609): pid=99120 uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=destroy kind=server fp=SHA256:«_fp» direction=? spid=99120 suid=0  exe="/usr/sbin/sshd" hostname=? addr=? terminal=? res=success'
`, V{"_fp": g.b64(32)[:43]}, "pam_permit,pam_cap", "CRYPTO_KEY_USER")

	g.audAdd("auditd-proctitle-benign-hex", `
type=PROCTITLE msg=audit(1718374500.002:93700): proctitle=«_t»
$ echo «_t» | xxd -r -p | tr '\0' ' '; echo
systemctl restart nginx.service
`, V{"_t": audTitle("systemctl", "restart", "nginx.service")}, "systemctl restart nginx.service")

	g.audAdd("auditd-rules-benign", `
$ sudo auditctl -l
-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=-1 -F key=rootcmd
-a always,exit -F arch=b64 -S execve -F exe=/usr/bin/curl -F key=net_tools
-w /etc/shadow -p wa -k shadow_write
-w /etc/sudoers.d/ -p wa -k sudoers_change
-w /var/lib/postgresql/.pgpass -p r -k pgpass_read
`, V{}, "-w /var/lib/postgresql/.pgpass -p r -k pgpass_read", "key=rootcmd")

	g.audAdd("auditd-execve-secret-from-file-benign", `
type=EXECVE msg=audit(1718374611.300:93721): argc=6 a0="mysql" a1="--defaults-extra-file=/run/secrets/mysql-backup.cnf" a2="-h" a3="10.0.1.20" a4="-e" a5=«_h»
type=EXECVE msg=audit(1718374640.008:93730): argc=4 a0="vault" a1="kv" a2="get" a3="-field=password"
`, V{"_h": audHex("SELECT COUNT(*) FROM information_schema.tables")}, "--defaults-extra-file=/run/secrets/mysql-backup.cnf", `a3="-field=password"`)
}

// ---- sudo, journald, syslog history ----

func (g *G) audSudoSyslog() {
	g.audAdd("sudo-journal-command-mysql", `
$ journalctl _COMM=sudo --since yesterday | grep COMMAND
Jun 13 22:41:02 db-bastion sudo[44120]:  kparikh : TTY=pts/1 ; PWD=/home/kparikh ; USER=root ; COMMAND=/usr/bin/mysqladmin -u root -p«a» flush-hosts
Jun 13 22:43:15 db-bastion sudo[44188]:  kparikh : TTY=pts/1 ; PWD=/home/kparikh ; USER=root ; COMMAND=/usr/bin/systemctl status mysql
`, V{"a": g.pwURL()}, "USER=root ; COMMAND=/usr/bin/systemctl status mysql", "db-bastion")

	g.audAdd("sudo-authlog-useradd-chpasswd", `
$ sudo grep -E 'sudo: .*COMMAND=' /var/log/auth.log | tail -3
2024-06-14T09:02:11.220114+00:00 web-03 sudo:   ansible : TTY=pts/0 ; PWD=/home/ansible ; USER=root ; COMMAND=/bin/sh -c 'echo BECOME-SUCCESS-«_bs» ; /usr/bin/python3 /home/ansible/.ansible/tmp/ansible-tmp-1718355730.9-1201-«_tmp»/AnsiballZ_user.py'
2024-06-14T09:02:40.008221+00:00 web-03 sudo:    jhale : TTY=pts/2 ; PWD=/home/jhale ; USER=root ; COMMAND=/usr/bin/bash -c 'echo deploy:«a» | chpasswd'
2024-06-14T09:03:02.771009+00:00 web-03 sudo:    jhale : TTY=pts/2 ; PWD=/home/jhale ; USER=root ; COMMAND=/usr/bin/passwd -e deploy
`, V{"_bs": g.s(alLower, 32), "_tmp": g.digits(15), "a": g.pw()}, "AnsiballZ_user.py", "/usr/bin/passwd -e deploy")

	g.audAdd("syslog-bash-history-prompt-command", `
# /etc/profile.d/history-audit.sh: export PROMPT_COMMAND='RETRN_VAL=$?;logger -p local6.debug "$(whoami) [$$]: $(history 1 | sed "s/^[ ]*[0-9]\+[ ]*//" ) [$RETRN_VAL]"'
$ sudo grep -h 'local6' /var/log/bash-audit.log | tail -4
Jun 14 10:12:01 app-02 ssingh: ssingh [50211]: cd /srv/app [0]
Jun 14 10:12:09 app-02 ssingh: ssingh [50211]: export STRIPE_API_KEY=«a» [0]
Jun 14 10:12:30 app-02 ssingh: ssingh [50211]: ./manage.py sync_payouts --since 2024-06-01 [0]
Jun 14 10:13:02 app-02 ssingh: ssingh [50211]: curl -s -H "X-Api-Key: «b»" https://api.partner.example/v2/status [0]
`, V{"a": g.rkLive(), "b": g.an(40)}, "/etc/profile.d/history-audit.sh", "sync_payouts")

	g.audAdd("snoopy-log-redis-cli", `
$ sudo tail -3 /var/log/snoopy.log
[2024-06-14T11:20:01+0000 uid:1007 sid:7711 tty:/dev/pts/3 cwd:/home/nlee filename:/usr/bin/redis-cli username:nlee]: redis-cli -h cache-prod-1 -a «a» INFO replication
[2024-06-14T11:20:44+0000 uid:1007 sid:7711 tty:/dev/pts/3 cwd:/home/nlee filename:/usr/bin/ls username:nlee]: ls -la
[2024-06-14T11:21:02+0000 uid:1007 sid:7711 tty:/dev/pts/3 cwd:/home/nlee filename:/usr/bin/openssl username:nlee]: openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -passout pass:«b»
`, V{"a": g.an(32), "b": g.pw()}, "INFO replication", "filename:/usr/bin/openssl")

	g.audAdd("journald-json-cmdline", `
$ journalctl -o json --since "1 hour ago" _EXE=/usr/bin/docker | jq -r 'select(.MESSAGE | test("login")) | [.__REALTIME_TIMESTAMP, ._CMDLINE] | @tsv'
1718364120118220	/usr/bin/docker login -u AWS -p «a» «_acct».dkr.ecr.eu-west-1.amazonaws.com
`, V{"a": "eyJwYXlsb2FkIjoi" + g.b64(420), "_acct": g.audAcct()}, "_EXE=/usr/bin/docker")

	g.audAdd("tlog-session-json", `
$ journalctl -o cat -t tlog-rec-session --since today | jq -r 'select(.user=="contractor1") | .in_txt' | tr -d '\n' | head -c 400
export AWS_ACCESS_KEY_ID=«=ak»
export AWS_SECRET_ACCESS_KEY=«a»
aws s3 ls s3://contoso-exports/
`, V{"=ak": g.awsID(), "a": g.awsSecret()}, "s3://contoso-exports/", "tlog-rec-session")

	g.audAdd("cron-log-with-password-arg", `
$ grep CRON /var/log/syslog | grep -v "session opened" | tail -2
Jun 14 02:00:01 backup-1 CRON[91201]: (root) CMD (/usr/bin/mongodump --uri="mongodb://backup:«a»@mongo-0.mongo,mongo-1.mongo/?replicaSet=rs0&authSource=admin" --gzip --archive=/backups/mongo-$(date +\%F).gz)
Jun 14 02:30:01 backup-1 CRON[91388]: (root) CMD (/usr/local/bin/prune-backups --keep 14)
`, V{"a": g.pwURL()}, "replicaSet=rs0&authSource=admin", "prune-backups --keep 14")

	g.audAdd("ssh-authlog-keyboard-password-typed", `
$ sudo lastb | head -3; sudo grep 'Invalid user' /var/log/auth.log | tail -2
«a»   ssh:notty    10.8.0.44        Fri Jun 14 08:01 - 08:01  (00:00)
root         ssh:notty    45.148.10.242    Fri Jun 14 07:59 - 07:59  (00:00)
admin        ssh:notty    45.148.10.242    Fri Jun 14 07:59 - 07:59  (00:00)
Jun 14 08:01:12 bastion sshd[77120]: Invalid user «a» from 10.8.0.44 port 51223
Jun 14 08:01:20 bastion sshd[77125]: Accepted publickey for mwhite from 10.8.0.44 port 51230 ssh2: ED25519 SHA256:«_fp»
(yep, that's me pasting my password into the username prompt)
`, V{"a": g.pw(), "_fp": g.b64(32)[:43]}, "45.148.10.242", "Accepted publickey for mwhite")

	// benign
	g.audAdd("sudo-benign-commands", `
Jun 14 09:12:40 web-03 sudo[50120]:    jhale : TTY=pts/2 ; PWD=/etc/nginx ; USER=root ; COMMAND=/usr/sbin/nginx -t
Jun 14 09:12:41 web-03 sudo[50120]: pam_unix(sudo:session): session opened for user root(uid=0) by jhale(uid=1002)
Jun 14 09:12:55 web-03 sudo[50133]:    jhale : TTY=pts/2 ; PWD=/etc/nginx ; USER=root ; COMMAND=/usr/bin/cat /etc/nginx/conf.d/api.conf
Jun 14 09:13:20 web-03 sudo[50141]:    jhale : 3 incorrect password attempts ; TTY=pts/2 ; PWD=/etc/nginx ; USER=root ; COMMAND=/usr/bin/systemctl reload nginx
`, V{}, "3 incorrect password attempts", "COMMAND=/usr/sbin/nginx -t")

	g.audAdd("sudo-io-log-listing-benign", `
$ sudo sudoreplay -l user jhale
Jun 14 09:12:40 2024 : jhale : TTY=/dev/pts/2 ; CWD=/etc/nginx ; USER=root ; TSID=00/00/3F ; COMMAND=/usr/sbin/nginx -t
Jun 14 09:14:02 2024 : jhale : TTY=/dev/pts/2 ; CWD=/home/jhale ; USER=root ; TSID=00/00/40 ; COMMAND=/usr/bin/vault kv get -field=password secret/db/app
`, V{}, "TSID=00/00/40", "vault kv get -field=password secret/db/app")

	g.audAdd("bash-history-audit-env-ref-benign", `
Jun 14 10:20:01 app-02 ssingh: ssingh [50211]: export STRIPE_API_KEY="$(aws secretsmanager get-secret-value --secret-id prod/stripe --query SecretString --output text)" [0]
Jun 14 10:20:15 app-02 ssingh: ssingh [50211]: psql "$DATABASE_URL" -c 'select 1' [0]
Jun 14 10:20:30 app-02 ssingh: ssingh [50211]: git log -1 --format=%H [0]
Jun 14 10:20:30 app-02 ssingh: ssingh [50211]: «_sha» [0]
`, V{"_sha": g.gitSHA()}, "--secret-id prod/stripe", `psql "$DATABASE_URL"`)

	g.audAdd("polkit-pam-benign", `
Jun 14 12:00:01 ws-114 systemd-logind[812]: New session 41 of user mwhite.
Jun 14 12:00:05 ws-114 polkitd[901]: Operator of unix-session:41 successfully authenticated as unix-user:mwhite to gain TEMPORARY authorization for action org.freedesktop.packagekit.package-install for system-bus-name::1.211 [/usr/bin/gnome-software --gapplication-service] (owned by unix-user:mwhite)
Jun 14 12:01:44 ws-114 gdm-password][1201]: gkr-pam: unlocked login keyring
Jun 14 12:01:44 ws-114 gdm-password][1201]: pam_unix(gdm-password:session): session opened for user mwhite(uid=1000) by (uid=0)
`, V{}, "gkr-pam: unlocked login keyring", "org.freedesktop.packagekit.package-install")
}

// ---- Windows Security, Sysmon, PowerShell ----

func (g *G) audWindows() {
	g.audAdd("win-4688-net-user", `
PS C:\> Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4688} -MaxEvents 200 | Where-Object { $_.Message -match 'net1? user' } | Select-Object -First 1 -ExpandProperty Message
A new process has been created.

Creator Subject:
	Security ID:		«_sid»
	Account Name:		helpdesk-07
	Account Domain:		CORP
	Logon ID:		0x3A1F22C

Process Information:
	New Process ID:		0x2b4c
	New Process Name:	C:\Windows\System32\net.exe
	Token Elevation Type:	%%1937
	Mandatory Label:		S-1-16-12288
	Creator Process ID:	0x1f30
	Creator Process Name:	C:\Windows\System32\cmd.exe
	Process Command Line:	net  user svc_print «a» /add /domain
`, V{"_sid": g.audSID(), "a": g.pw()}, "C:\\Windows\\System32\\net.exe", "helpdesk-07")

	g.audAdd("win-4688-schtasks-rp", `
TimeCreated          : 6/14/2024 3:02:10 AM
Id                   : 4688
SubjectUserName      : SRV-APP01$
NewProcessName       : C:\Windows\System32\schtasks.exe
CommandLine          : schtasks /Create /TN "NightlyExport" /TR "C:\jobs\export.cmd" /SC DAILY /ST 02:00 /RU CORP\svc_export /RP «a»
ParentProcessName    : C:\Program Files\Puppet Labs\Puppet\sys\ruby\bin\ruby.exe
`, V{"a": g.pwStrong()}, "CORP\\svc_export", "NightlyExport")

	g.audAdd("sysmon-1-psexec", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System><Provider Name="Microsoft-Windows-Sysmon" Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}"/><EventID>1</EventID><Computer>WKS-2231.corp.example</Computer></System>
  <EventData>
    <Data Name="UtcTime">2024-06-14 07:40:12.118</Data>
    <Data Name="ProcessGuid">«_pg»</Data>
    <Data Name="Image">C:\Tools\PsExec64.exe</Data>
    <Data Name="CommandLine">PsExec64.exe \\FS-02 -u CORP\adm_rhughes -p «a» -accepteula cmd /c "wmic shadowcopy list brief"</Data>
    <Data Name="User">CORP\rhughes</Data>
    <Data Name="LogonGuid">«_lg»</Data>
    <Data Name="Hashes">SHA256=«_sha»,IMPHASH=«_imp»</Data>
    <Data Name="ParentImage">C:\Windows\System32\cmd.exe</Data>
  </EventData>
</Event>
`, V{"_pg": g.audGUID(), "a": g.pw(), "_lg": g.audGUID(), "_sha": strings.ToUpper(g.hex(64)), "_imp": strings.ToUpper(g.hex(32))}, "WKS-2231.corp.example", "wmic shadowcopy list brief")

	g.audAdd("ps-4104-securestring", `
PS> Get-WinEvent -LogName 'Microsoft-Windows-PowerShell/Operational' -FilterXPath '*[System[EventID=4104]]' -MaxEvents 50 | ? Message -match 'AsPlainText' | select -First 1 | fl TimeCreated, Message

TimeCreated : 6/13/2024 4:21:09 PM
Message     : Creating Scriptblock text (1 of 1):
              $pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
              $cred = New-Object System.Management.Automation.PSCredential('CORP\svc_sccm', $pw)
              Invoke-Command -ComputerName SCCM-01 -Credential $cred -ScriptBlock { Restart-Service SMS_EXECUTIVE }

              ScriptBlock ID: «_sb»
              Path: C:\Users\admin.tk\Desktop\restart-sccm.ps1
`, V{"a": g.pw(), "_sb": g.uuid()}, "CORP\\svc_sccm", "Restart-Service SMS_EXECUTIVE")

	g.audAdd("ps-4104-rest-token", `
EventID      : 4104
Computer     : BUILD-07.corp.example
ScriptBlockText :
    $headers = @{ Authorization = "Bearer «a»" }
    $r = Invoke-RestMethod -Uri "https://api.openai.com/v1/models" -Headers $headers
    $r.data | Select-Object id
ScriptBlockId : «_sb»
`, V{"a": g.openai(), "_sb": g.uuid()}, "BUILD-07.corp.example", "$r.data | Select-Object id")

	g.audAdd("sysmon-splunk-cmdkey", `
index=sysmon EventCode=1 Image="*\\cmdkey.exe"
| table _time host User CommandLine

_time                host       User             CommandLine
2024-06-12 14:01:10  RDS-03     CORP\tfischer    cmdkey /generic:TERMSRV/rds-gw.corp.example /user:CORP\tfischer /pass:«a»
2024-06-12 14:05:44  RDS-03     CORP\tfischer    cmdkey /list
`, V{"a": g.pw()}, "TERMSRV/rds-gw.corp.example", "cmdkey /list")

	g.audAdd("win-4688-sqlcmd-csv", `
"TimeCreated","Id","SubjectUserName","NewProcessName","CommandLine"
"2024-06-11 01:00:04","4688","svc_backup","C:\Program Files\Microsoft SQL Server\Client SDK\ODBC\170\Tools\Binn\SQLCMD.EXE","sqlcmd -S SQL-ERP-01 -U sa -P «a» -Q ""BACKUP DATABASE ERP TO DISK='\\nas01\sql\erp.bak'"""
"2024-06-11 01:00:04","4688","svc_backup","C:\Windows\System32\conhost.exe","\??\C:\Windows\system32\conhost.exe 0xffffffff -ForceV1"
`, V{"a": g.pw()}, "SQL-ERP-01", "-ForceV1")

	g.audAdd("defender-timeline-az-login", `
DeviceProcessEvents
| where ProcessCommandLine has "az login" and ProcessCommandLine has "--password"
| project Timestamp, DeviceName, AccountName, ProcessCommandLine

Timestamp                  DeviceName        AccountName  ProcessCommandLine
2024-06-10T18:22:51.004Z   devbox-kmurphy    kmurphy      "az" login --service-principal --username «_app» --password «a» --tenant «_tid»
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "devbox-kmurphy", "DeviceProcessEvents")

	g.audAdd("ps-transcript-cred", `
**********************
Windows PowerShell transcript start
Start time: 20240614081201
Username: CORP\admin.tk
RunAs User: CORP\admin.tk
Machine: JUMP-01 (Microsoft Windows NT 10.0.20348.0)
Host Application: C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe
Process ID: 6120
**********************
PS C:\Users\admin.tk> New-ADUser -Name "svc_reports" -AccountPassword (ConvertTo-SecureString "«a»" -AsPlainText -Force) -Enabled $true
PS C:\Users\admin.tk> Get-ADUser svc_reports | select SID
SID
---
«_sid»
`, V{"a": g.pw(), "_sid": g.audSID()}, "JUMP-01", "Windows PowerShell transcript start")

	// benign
	g.audAdd("win-4624-logon-benign", `
An account was successfully logged on.

Subject:
	Security ID:		S-1-5-18
	Account Name:		DC01$
	Account Domain:		CORP
	Logon ID:		0x3E7

Logon Information:
	Logon Type:		3
	Elevated Token:		Yes

New Logon:
	Security ID:		«_sid»
	Account Name:		svc_sql
	Account Domain:		CORP
	Logon ID:		0x«_lid»
	Logon GUID:		«_lg»

Detailed Authentication Information:
	Logon Process:		Kerberos
	Authentication Package:	Kerberos
	Package Name (NTLM only):	-
	Key Length:		0
`, V{"_sid": g.audSID(), "_lid": strings.ToUpper(g.hex(7)), "_lg": g.audGUID()}, "Authentication Package:\tKerberos", "svc_sql")

	g.audAdd("sysmon-1-hashes-benign", `
Process Create:
RuleName: technique_id=T1059.001,technique_name=PowerShell
UtcTime: 2024-06-14 09:01:44.221
ProcessGuid: «_pg»
ProcessId: 7720
Image: C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe
FileVersion: 10.0.20348.2400 (WinBuild.160101.0800)
CommandLine: powershell.exe -NoProfile -ExecutionPolicy Bypass -File C:\ProgramData\Monitoring\health.ps1
CurrentDirectory: C:\Windows\system32\
User: NT AUTHORITY\SYSTEM
LogonGuid: «_lg»
LogonId: 0x3E7
IntegrityLevel: System
Hashes: MD5=«_md5»,SHA256=«_sha»,IMPHASH=«_imp»
ParentProcessGuid: «_ppg»
`, V{"_pg": g.audGUID(), "_lg": g.audGUID(), "_md5": strings.ToUpper(g.hex(32)), "_sha": strings.ToUpper(g.hex(64)), "_imp": strings.ToUpper(g.hex(32)), "_ppg": g.audGUID()},
		"technique_id=T1059.001", "C:\\ProgramData\\Monitoring\\health.ps1")

	g.audAdd("ps-4104-credential-from-vault-benign", `
Creating Scriptblock text (1 of 1):
$cred = Get-Secret -Name 'svc_sccm' -Vault CorpKeePass
Invoke-Command -ComputerName SCCM-01 -Credential $cred -ScriptBlock { Restart-Service SMS_EXECUTIVE }

ScriptBlock ID: «_sb»
Path: C:\Scripts\restart-sccm.ps1
`, V{"_sb": g.uuid()}, "Get-Secret -Name 'svc_sccm' -Vault CorpKeePass")

	g.audAdd("win-4625-failed-benign", `
TimeCreated : 6/14/2024 2:11:09 AM
Id          : 4625
Message     : An account failed to log on.
              Account For Which Logon Failed:
                Security ID: S-1-0-0
                Account Name: administrator
              Failure Information:
                Failure Reason: Unknown user name or bad password.
                Status: 0xC000006D
                Sub Status: 0xC000006A
              Network Information:
                Workstation Name: kali
                Source Network Address: 193.142.146.17
`, V{}, "Sub Status: 0xC000006A", "193.142.146.17")
}

// ---- nginx, Apache, HAProxy, Envoy access logs ----

func (g *G) audWebLogs() {
	g.audAdd("nginx-access-token-query", `
$ sudo grep 'GET /api/export' /var/log/nginx/access.log | tail -3
203.0.113.77 - - [14/Jun/2024:10:02:11 +0000] "GET /api/export?format=csv&access_token=«a» HTTP/1.1" 200 88412 "-" "python-requests/2.31.0"
203.0.113.77 - - [14/Jun/2024:10:07:42 +0000] "GET /api/export?format=csv&access_token=«a» HTTP/1.1" 200 88390 "-" "python-requests/2.31.0"
198.51.100.4 - - [14/Jun/2024:10:09:03 +0000] "GET /api/export?format=json HTTP/1.1" 401 51 "-" "curl/8.5.0"
`, V{"a": g.userJWT()}, "python-requests/2.31.0", "/api/export?format=json")

	g.audAdd("nginx-apikey-in-query-grep", `
$ zgrep -ho 'api_key=[^& ]*' /var/log/nginx/access.log.*.gz | sort | uniq -c | sort -rn | head -3
  18211 api_key=«a»
    412 api_key=«b»
      3 api_key=YOUR_API_KEY
`, V{"a": g.hex(32), "b": g.hex(32)}, "api_key=YOUR_API_KEY")

	g.audAdd("apache-combined-basic-in-url", `
10.9.2.14 - - [13/Jun/2024:23:58:01 +0200] "GET http://svc-nexus:«a»@nexus.corp.example/repository/maven-releases/com/acme/core/2.4.1/core-2.4.1.pom HTTP/1.1" 200 2211 "-" "Apache-Maven/3.9.6 (Java 17.0.11; Linux 6.5.0-35-generic)"
10.9.2.14 - svc-nexus [13/Jun/2024:23:58:02 +0200] "GET /repository/maven-releases/com/acme/core/2.4.1/core-2.4.1.jar HTTP/1.1" 200 581220 "-" "Apache-Maven/3.9.6 (Java 17.0.11; Linux 6.5.0-35-generic)"
`, V{"a": g.pwURL()}, "svc-nexus", "Apache-Maven/3.9.6 (Java 17.0.11; Linux 6.5.0-35-generic)")

	g.audAdd("nginx-custom-logformat-authorization", `
$ grep -n log_format /etc/nginx/nginx.conf
23:    log_format debug_auth '$remote_addr [$time_local] "$request" $status rid=$request_id auth="$http_authorization"';
$ tail -2 /var/log/nginx/api-debug.log
10.0.4.18 [14/Jun/2024:11:20:01 +0000] "POST /v1/invoices HTTP/2.0" 201 rid=«_r1» auth="Basic «a»"
10.0.4.19 [14/Jun/2024:11:20:03 +0000] "GET /v1/invoices/inv_8812 HTTP/2.0" 200 rid=«_r2» auth="Bearer «b»"
`, V{"_r1": g.hex(32), "a": audBasic("billing-sync", g.pw()), "_r2": g.hex(32), "b": g.an(48)}, "log_format debug_auth", "/v1/invoices/inv_8812")

	g.audAdd("haproxy-capture-header", `
Jun 14 11:40:02 lb-1 haproxy[2201]: 10.0.8.3:51220 [14/Jun/2024:11:40:02.118] fe_https~ be_api/api-2 0/0/1/12/13 200 1833 - - ---- 211/201/4/2/0 0/0 {api.corp.example|Bearer «a»|Go-http-client/2.0} "GET /v2/orders?limit=50 HTTP/1.1"
Jun 14 11:40:02 lb-1 haproxy[2201]: 10.0.8.5:40118 [14/Jun/2024:11:40:02.301] fe_https~ be_api/api-1 0/0/0/9/9 200 412 - - ---- 211/201/3/1/0 0/0 {api.corp.example||kube-probe/1.29} "GET /healthz HTTP/1.1"
`, V{"a": g.gho()}, "fe_https~ be_api/api-2", "kube-probe/1.29")

	g.audAdd("envoy-json-access-log-headers", `
$ kubectl logs -n istio-system deploy/istio-ingressgateway --tail=1 | jq .
{
  "start_time": "2024-06-14T12:02:09.118Z",
  "method": "POST",
  "path": "/hooks/stripe",
  "response_code": 200,
  "x_forwarded_for": "54.187.174.169",
  "request_id": "«_rid»",
  "authority": "hooks.tidewater.io",
  "upstream_host": "10.244.2.17:8080",
  "user_agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  "stripe_signature": "t=1718366529,v1=«_sig»",
  "x_internal_key": "«a»"
}
`, V{"_rid": g.uuid(), "_sig": g.hex(64), "a": g.an(40)}, "hooks.tidewater.io", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")

	g.audAdd("nginx-reset-password-link", `
$ goaccess-style top URLs (access.log, 14/Jun):
  1.  2211  /
  2.   844  /static/app.3f9c1e.js
  3.    12  /account/reset?token=«a»&email=l.ferreira%40tidewater.io
  4.     9  /account/reset?token=«b»&email=a.kim%40tidewater.io
`, V{"a": g.b64u(43), "b": g.b64u(43)}, "/static/app.3f9c1e.js", "l.ferreira%40tidewater.io")

	g.audAdd("caddy-json-log-cookie", `
{"level":"info","ts":1718367001.118,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"10.0.0.41","proto":"HTTP/2.0","method":"GET","host":"grafana.home.arpa","uri":"/api/dashboards/home","headers":{"User-Agent":["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0"],"Cookie":["grafana_session=«a»; grafana_session_expiry=1718370601"]}},"duration":0.011,"size":4211,"status":200}
`, V{"a": g.hex(32)}, "grafana.home.arpa", "grafana_session_expiry=1718370601")

	g.audAdd("iis-log-query-password", `
#Software: Microsoft Internet Information Services 10.0
#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status
2024-06-14 08:12:01 10.1.2.5 GET /ReportServer/Pages/ReportViewer.aspx %2fFinance%2fAging&rs:Command=Render&dsu:FinDS=rpt_reader&dsp:FinDS=«a» 443 - 10.1.9.22 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200
`, V{"a": g.pwURL()}, "rs:Command=Render", "#Software: Microsoft Internet Information Services 10.0")

	g.audAdd("cloudfront-log-signed-url", `
#Version: 1.0
#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query
2024-06-14	09:20:11	FRA56-P3	1048576	88.130.4.2	GET	d1x9q2example.cloudfront.net	/exports/q2-payroll.xlsx	200	-	Mozilla/5.0	X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=cred»%2F20240614%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240614T091500Z&X-Amz-Expires=604800&X-Amz-Security-Token=«a»&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»
`, V{"=cred": g.awsTempID(), "a": g.awsSession(), "b": g.hex(64)}, "/exports/q2-payroll.xlsx", "FRA56-P3")

	g.audAdd("traefik-access-basicauth-user", `
$ docker logs traefik 2>&1 | grep '"RequestPath":"/api/' | tail -1 | jq '{ClientUsername, RequestPath, DownstreamStatus, "request_Authorization"}'
{
  "ClientUsername": "admin",
  "RequestPath": "/api/rawdata",
  "DownstreamStatus": 200,
  "request_Authorization": "Basic «a»"
}
# accessLog.fields.headers.defaultMode=keep — switch Authorization to redact
`, V{"a": audBasic("admin", g.pw())}, "accessLog.fields.headers.defaultMode=keep", `"ClientUsername": "admin"`)

	// benign
	g.audAdd("nginx-request-id-benign", `
10.0.4.18 - - [14/Jun/2024:11:22:01 +0000] "GET /v1/invoices?page=2 HTTP/2.0" 200 8821 "-" "okhttp/4.12.0" rid=«_r1» rt=0.042 uct=0.001 uht=0.040 urt=0.040
10.0.4.18 - - [14/Jun/2024:11:22:02 +0000] "GET /v1/customers/cus_«_c» HTTP/2.0" 200 1201 "-" "okhttp/4.12.0" rid=«_r2» rt=0.011 uct=0.000 uht=0.010 urt=0.010
`, V{"_r1": g.hex(32), "_c": g.an(14), "_r2": g.hex(32)}, "okhttp/4.12.0", "uct=0.001")

	g.audAdd("nginx-filtered-token-benign", `
198.51.100.9 - - [14/Jun/2024:12:00:41 +0000] "GET /api/export?format=csv&access_token=[FILTERED] HTTP/1.1" 200 88401 "-" "python-requests/2.31.0"
198.51.100.9 - - [14/Jun/2024:12:00:59 +0000] "GET /oauth/callback?code=[FILTERED]&state=«_st» HTTP/1.1" 302 0 "https://accounts.google.com/" "Mozilla/5.0"
# map $request_uri $loggable_uri { ~^(?<p>.*[?&](access_token|code)=)[^&]* "${p}[FILTERED]"; default $request_uri; }
`, V{"_st": g.b64u(22)}, "access_token=[FILTERED]", "[FILTERED]&state=")

	g.audAdd("apache-error-log-benign", `
[Fri Jun 14 09:01:22.118220 2024] [auth_basic:error] [pid 2211:tid 140211] [client 10.9.2.40:51220] AH01617: user svc-nexus: authentication failure for "/repository/": Password Mismatch
[Fri Jun 14 09:01:30.004118 2024] [ssl:warn] [pid 2211:tid 140201] AH01909: nexus.corp.example:443:0 server certificate does NOT include an ID which matches the server name
[Fri Jun 14 09:02:00.771009 2024] [core:info] [pid 2212:tid 140188] [client 10.9.2.41:51240] AH00128: File does not exist: /var/www/html/.env
`, V{}, "AH01617: user svc-nexus: authentication failure", "/var/www/html/.env")

	g.audAdd("alb-access-log-benign", `
h2 2024-06-14T12:10:01.118220Z app/prod-alb/«_lb» 54.240.196.1:51220 10.0.3.12:8080 0.001 0.044 0.000 200 200 412 1833 "GET https://api.tidewater.io:443/v2/orders?limit=50 HTTP/2.0" "Go-http-client/2.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-1:«_acct»:targetgroup/api-tg/«_tg» "Root=1-«_x1»-«_x2»" "api.tidewater.io" "arn:aws:acm:us-east-1:«_acct»:certificate/«_cert»" 0 2024-06-14T12:10:01.073000Z "forward" "-" "-" "10.0.3.12:8080" "200" "-" "-" TID_«_tid»
`, V{"_lb": g.hex(16), "_acct": g.audAcct(), "_tg": g.hex(16), "_x1": g.hex(8), "_x2": g.hex(24), "_cert": g.uuid(), "_tid": g.hex(32)}, "Go-http-client/2.0", "ECDHE-RSA-AES128-GCM-SHA256")

	g.audAdd("envoy-log-format-benign", `
# istio meshConfig: accessLogFormat deliberately excludes authorization and cookie
accessLogFormat: |
  [%START_TIME%] "%REQ(:METHOD)% %REQ(X-ENVOY-ORIGINAL-PATH?:PATH)% %PROTOCOL%" %RESPONSE_CODE% %RESPONSE_FLAGS% %BYTES_RECEIVED% %BYTES_SENT% %DURATION% "%REQ(X-FORWARDED-FOR)%" "%REQ(USER-AGENT)%" "%REQ(X-REQUEST-ID)%" "%REQ(:AUTHORITY)%" "%UPSTREAM_HOST%"
[2024-06-14T12:20:01.118Z] "GET /v2/orders HTTP/2" 200 - 0 1833 13 "54.240.196.1" "Go-http-client/2.0" "«_rid»" "api.tidewater.io" "10.244.2.17:8080"
`, V{"_rid": g.uuid()}, "%REQ(X-REQUEST-ID)%", "10.244.2.17:8080")
}

// ---- API gateways ----

func (g *G) audGateways() {
	g.audAdd("kong-http-log-headers", `
$ tail -1 /var/log/kong/http-log.json | jq '.request.headers, .consumer'
{
  "host": "gw.ferncloud.io",
  "user-agent": "axios/1.6.8",
  "apikey": "«a»",
  "x-request-id": "«_rid»",
  "accept": "application/json"
}
{
  "id": "«_cons»",
  "username": "partner-acme",
  "created_at": 1702211220
}
`, V{"a": g.an(32), "_rid": g.uuid(), "_cons": g.uuid()}, "gw.ferncloud.io", "partner-acme")

	g.audAdd("kong-file-log-authorization", `
{"request":{"method":"POST","uri":"/payments/v1/charges","url":"https://gw.ferncloud.io:443/payments/v1/charges","headers":{"authorization":"Bearer «a»","content-type":"application/json","x-consumer-username":"checkout-web"},"size":812},"response":{"status":201,"size":944},"route":{"id":"«_route»","paths":["/payments"]},"latencies":{"request":121,"kong":3,"proxy":118},"client_ip":"10.2.4.19","started_at":1718367411118}
`, V{"a": g.skLive(), "_route": g.uuid()}, "/payments/v1/charges", "checkout-web")

	g.audAdd("apigw-access-log-apikey", `
$ aws logs tail API-Gateway-Execution-Logs_«_api»/prod --since 10m --format short | head -3
2024-06-14T12:31:01 {"requestId":"«_r1»","ip":"52.95.4.1","caller":"-","apiKey":"«a»","apiKeyId":"«_kid»","httpMethod":"GET","resourcePath":"/quotes","status":"200","protocol":"HTTP/1.1","responseLength":"2211"}
2024-06-14T12:31:03 {"requestId":"«_r2»","ip":"52.95.4.1","caller":"-","apiKey":"«a»","apiKeyId":"«_kid»","httpMethod":"GET","resourcePath":"/quotes/{id}","status":"200","protocol":"HTTP/1.1","responseLength":"412"}
`, V{"_api": g.s(alLowNum, 10), "_r1": g.uuid(), "a": g.an(40), "_kid": g.s(alLowNum, 10), "_r2": g.uuid()}, "resourcePath", "/quotes/{id}")

	g.audAdd("apigw-execution-log-headers", `
(6b1d2f0e-…) Method request headers: {Authorization=Bearer «a», User-Agent=okhttp/4.12.0, X-Forwarded-For=88.12.4.9, Host=«_api».execute-api.eu-west-1.amazonaws.com, X-Amzn-Trace-Id=Root=1-«_x1»-«_x2»}
(6b1d2f0e-…) Method request body before transformations: {"username":"driver_2201","password":"«b»"}
(6b1d2f0e-…) Endpoint request URI: https://auth.internal.ferncloud.io/login
`, V{"a": g.userJWT(), "_api": g.s(alLowNum, 10), "_x1": g.hex(8), "_x2": g.hex(24), "b": g.pw()}, "auth.internal.ferncloud.io/login", "driver_2201")

	g.audAdd("apigee-messagelogging-policy", `
<MessageLogging name="ML-Splunk">
  <Syslog>
    <Message>{"time":"{system.time}","proxy":"{apiproxy.name}","client_id":"{client_id}","client_secret":"«a»","verb":"{request.verb}","path":"{request.path}","status":"{response.status.code}"}</Message>
    <Host>syslog.ferncloud.io</Host>
    <Port>6514</Port>
    <Protocol>TCP</Protocol>
    <SSLInfo><Enabled>true</Enabled></SSLInfo>
  </Syslog>
</MessageLogging>
<!-- hard-coded during the migration; the debug session also shows it -->
`, V{"a": g.an(32)}, "syslog.ferncloud.io", "{response.status.code}")

	g.audAdd("apigee-debug-session-export", `
$ jq '.Messages[0].point[] | select(.id=="StateChange") | .results[].properties.property[]? | select(.name | test("request.header"))' trace-«_sess».json
{"name": "request.header.Authorization", "value": "Basic «a»"}
{"name": "request.header.Host", "value": "api.ferncloud.io"}
{"name": "request.header.X-Correlation-Id", "value": "«_corr»"}
`, V{"_sess": g.uuid(), "a": audBasic(g.an(32), g.an(16)), "_corr": g.uuid()}, "request.header.X-Correlation-Id", "api.ferncloud.io")

	tykKey := g.hex(32)
	g.audAdd("tyk-analytics-raw-request", `
> db.tyk_analytics.find({apiname: "inventory"}, {rawrequest: 1, alias: 1}).limit(1)
{ "_id" : ObjectId("«_oid»"), "alias" : "warehouse-app", "rawrequest" : "«a»" }
> // decoded:
> Buffer.from(_.rawrequest, 'base64').toString()
GET /inventory/v1/items?sku=AB-221 HTTP/1.1
Host: gw.ferncloud.io
Authorization: «b»
User-Agent: warehouse-app/3.2
`, V{"_oid": g.hex(24), "a": b64s("GET /inventory/v1/items?sku=AB-221 HTTP/1.1\r\nHost: gw.ferncloud.io\r\nAuthorization: " + tykKey + "\r\nUser-Agent: warehouse-app/3.2\r\n\r\n"), "b": tykKey}, "warehouse-app/3.2", "db.tyk_analytics.find")

	g.audAdd("azure-apim-trace", `
"inbound": [
  {"source": "api-inspector", "timestamp": "2024-06-14T12:44:01.118Z", "elapsed": "00:00:00.0001", "data": {"request": {"method": "GET", "url": "https://apim-fern.azure-api.net/crm/contacts?top=10", "headers": [{"name": "Ocp-Apim-Subscription-Key", "value": "«a»"}, {"name": "Ocp-Apim-Trace", "value": "true"}, {"name": "Host", "value": "apim-fern.azure-api.net"}]}}}
]
`, V{"a": g.hex(32)}, "apim-fern.azure-api.net", "Ocp-Apim-Trace")

	g.audAdd("krakend-log-query-key", `
[KRAKEND] 2024/06/14 - 12:50:01.118 [AccessLog] |    200 |     41.2ms |      10.0.2.14 | GET      "/weather/v1/forecast?city=lisbon&appid=«a»"
[KRAKEND] 2024/06/14 - 12:50:03.440 [AccessLog] |    200 |      2.1ms |      10.0.2.14 | GET      "/__health"
`, V{"a": g.hex(32)}, "/weather/v1/forecast?city=lisbon", "/__health")

	// benign
	g.audAdd("kong-log-masked-benign", `
{"request":{"method":"GET","uri":"/partners/v1/rates","headers":{"host":"gw.ferncloud.io","apikey":"****","x-consumer-id":"«_cons»","x-consumer-username":"partner-acme","x-credential-identifier":"«_cred»"}},"response":{"status":200},"latencies":{"request":41,"kong":2,"proxy":39},"upstream_uri":"/rates","workspace":"«_ws»"}
# custom_fields_by_lua: request.headers.apikey = "****"
`, V{"_cons": g.uuid(), "_cred": g.uuid(), "_ws": g.uuid()}, `"apikey":"****"`, "x-credential-identifier")

	g.audAdd("apigw-log-format-benign", `
$ aws apigateway get-stage --rest-api-id «_api» --stage-name prod --query accessLogSettings
{
    "format": "{ \"requestId\":\"$context.requestId\", \"ip\": \"$context.identity.sourceIp\", \"apiKeyId\":\"$context.identity.apiKeyId\", \"httpMethod\":\"$context.httpMethod\", \"resourcePath\":\"$context.resourcePath\", \"status\":\"$context.status\" }",
    "destinationArn": "arn:aws:logs:eu-west-1:«_acct»:log-group:apigw-prod-access"
}
`, V{"_api": g.s(alLowNum, 10), "_acct": g.audAcct()}, "$context.identity.apiKeyId", "log-group:apigw-prod-access")

	g.audAdd("apigw-requests-by-keyid-benign", `
fields @timestamp, apiKeyId, status
| stats count(*) as calls by apiKeyId, status
| sort calls desc

apiKeyId    | status | calls
«_k1»  | 200    | 182211
«_k2»  | 200    | 41822
«_k1»  | 429    | 1204
`, V{"_k1": g.s(alLowNum, 10), "_k2": g.s(alLowNum, 10)}, "stats count(*) as calls by apiKeyId, status")

	g.audAdd("apim-gateway-log-benign", `
ApiManagementGatewayLogs
| where ResponseCode >= 400
| project TimeGenerated, ApiId, OperationId, ResponseCode, CallerIpAddress, CorrelationId, ProductId, UserId
| take 2

TimeGenerated               ApiId   OperationId     ResponseCode  CallerIpAddress  CorrelationId                         ProductId   UserId
2024-06-14T12:44:09.001Z    crm     get-contacts    401           88.12.4.9        «_c1»  starter     1
2024-06-14T12:44:21.771Z    crm     get-contacts    429           88.12.4.9        «_c2»  starter     «_u»
`, V{"_c1": g.uuid(), "_c2": g.uuid(), "_u": g.hex(24)}, "ApiManagementGatewayLogs", "get-contacts")
}

// ---- Vault audit device, Teleport, Boundary ----

func (g *G) audVaultSessions() {
	g.audAdd("vault-audit-log-raw", `
$ vault audit list -detailed
Path      Type    Description    Replication    Options
----      ----    -----------    -----------    -------
file/     file    n/a            replicated     file_path=/var/log/vault/audit.log log_raw=true
$ sudo tail -1 /var/log/vault/audit.log | jq '{type, auth: .auth.display_name, path: .request.path, data: .response.data}'
{
  "type": "response",
  "auth": "approle-ci",
  "path": "database/creds/orders-rw",
  "data": {
    "password": "«a»",
    "username": "v-approle-orders-rw-«_suf»"
  }
}
`, V{"a": "A1a-" + g.an(20), "_suf": g.an(20) + "-" + g.digits(10)}, "log_raw=true", "database/creds/orders-rw")

	g.audAdd("vault-audit-nonhmac-keys", `
$ vault secrets tune -audit-non-hmac-request-keys=password -audit-non-hmac-response-keys=password database/
Success! Tuned the secrets engine at: database/
$ sudo grep '"path":"database/static-creds/reporting"' /var/log/vault/audit.log | tail -1 | jq -c '.response.data'
{"last_vault_rotation":"2024-06-14T00:00:01.118Z","password":"«a»","rotation_period":86400,"ttl":41022,"username":"reporting"}
`, V{"a": g.an(20)}, "-audit-non-hmac-request-keys=password", `"username":"reporting"`)

	g.audAdd("vault-approle-secretid-in-cli-history", `
# reproducing the audit entry that shows approle login from 10.0.3.12
$ vault write auth/approle/login role_id=«_rid» secret_id=«a»
Key                     Value
---                     -----
token                   «b»
token_accessor          «_acc»
token_duration          1h
token_renewable         true
token_policies          ["ci" "default"]
`, V{"_rid": g.uuid(), "a": g.uuid(), "b": g.vaultTok(), "_acc": g.an(24)}, `["ci" "default"]`, "auth/approle/login")

	g.audAdd("teleport-exec-event-command", `
$ tctl get events --format=json | jq -c 'select(.event=="exec") | {time, user, login, "server_hostname", command}' | tail -2
{"time":"2024-06-14T13:01:12.118Z","user":"sofia@helix.io","login":"root","server_hostname":"pg-replica-2","command":"PGPASSWORD=«a» psql -U postgres -c 'SELECT pg_last_wal_replay_lsn()'"}
{"time":"2024-06-14T13:02:40.004Z","user":"sofia@helix.io","login":"root","server_hostname":"pg-replica-2","command":"systemctl status patroni"}
`, V{"a": g.pwURL()}, "pg-replica-2", "systemctl status patroni")

	g.audAdd("teleport-session-print", `
$ tsh play --format=text «_sid» | sed -n '12,18p'
root@app-01:~# export DATADOG_API_KEY=«a»
root@app-01:~# export DATADOG_APP_KEY=«b»
root@app-01:~# datadog-agent status | head -3
Getting the status from the agent.
===============================
Agent (v7.54.0)
`, V{"_sid": g.uuid(), "a": g.hex(32), "b": g.hex(40)}, "Agent (v7.54.0)")

	g.audAdd("boundary-event-session-creds", `
{"id":"«_eid»","source":"https://hashicorp.com/boundary/controller-1","specversion":"1.0","type":"audit","data":{"id":"e_«_e2»","version":"v0.1","type":"APIRequest","timestamp":"2024-06-14T13:20:01.118Z","request_info":{"id":"gtraceid_«_tr»","method":"POST","path":"/v1/targets/ttcp_«_tgt»:authorize-session","client_ip":"10.8.0.12"},"auth":{"auth_token_id":"at_«_at»","user_info":{"id":"u_«_uid»"}},"response":{"status_code":200,"details":{"item":{"credentials":[{"credential_source":{"id":"clvlt_«_cl»","name":"orders-db"},"secret":{"decoded":{"username":"v-token-orders-«_vu»","password":"«a»"}}}]}}}},"datacontentype":"application/cloudevents","time":"2024-06-14T13:20:01.119Z"}
`, V{"_eid": g.an(10), "_e2": g.an(10), "_tr": g.an(10), "_tgt": g.an(10), "_at": g.an(10), "_uid": g.an(10), "_cl": g.an(10), "_vu": g.an(20), "a": "A1a-" + g.an(20)}, "authorize-session", "orders-db")

	g.audAdd("vault-audit-raw-token-header", `
{"time":"2024-06-14T13:30:00.118Z","type":"request","auth":{"client_token":"«a»","accessor":"«_acc»","display_name":"github-mwhite","policies":["default","dev"]},"request":{"id":"«_rid»","operation":"read","mount_type":"kv","client_token":"«a»","path":"secret/data/dev/app","remote_address":"10.8.0.12","headers":{"x-vault-token":["«a»"]}}}
# this came from the socket device on the dev server started with -dev and hmac_accessor=false; prod uses hmac
`, V{"a": g.vaultTok(), "_acc": g.an(24), "_rid": g.uuid()}, "secret/data/dev/app", "hmac_accessor=false")

	g.audAdd("ssm-session-manager-log", `
$ aws s3 cp s3://ssm-session-logs-prod/«_sess».log - | tail -5
sh-5.2$ sudo -i
[root@ip-10-0-3-41 ~]# cat /etc/grafana/grafana.ini | grep -E '^(admin_user|admin_password|secret_key)'
admin_user = admin
admin_password = «a»
secret_key = «b»
`, V{"_sess": "mwhite-" + g.hex(17), "a": g.pw(), "b": g.an(32)}, "s3://ssm-session-logs-prod/", "admin_user = admin")

	// benign
	g.audAdd("vault-audit-hmac-benign", `
{"time":"2024-06-14T13:40:01.441Z","type":"response","auth":{"client_token":"«_h1»","accessor":"«_h2»","display_name":"approle-ci","policies":["ci","default"],"token_policies":["ci","default"],"metadata":{"role_name":"ci"},"entity_id":"«_ent»","token_type":"service","token_ttl":3600},"request":{"id":"«_rid»","mount_type":"database","client_token":"«_h1»","client_token_accessor":"«_h2»","operation":"read","path":"database/creds/orders-rw","remote_address":"10.0.3.12"},"response":{"mount_type":"database","secret":{"lease_id":"database/creds/orders-rw/«_lease»"},"data":{"password":"«_h3»","username":"«_h4»"}}}
`, V{"_h1": g.audHMAC(), "_h2": g.audHMAC(), "_ent": g.uuid(), "_rid": g.uuid(), "_lease": g.an(24), "_h3": g.audHMAC(), "_h4": g.audHMAC()},
		"database/creds/orders-rw", `"display_name":"approle-ci"`)

	g.audAdd("vault-audit-hash-lookup-benign", `
$ vault write sys/audit-hash/file input="«_acc»"
Key     Value
---     -----
hash    «_h»
$ sudo grep -c '«_h»' /var/log/vault/audit.log
214
`, V{"_acc": g.an(24), "_h": g.audHMAC()}, "sys/audit-hash/file")

	g.audAdd("teleport-session-start-benign", `
{"cluster_name":"helix","code":"T2000I","ei":0,"event":"session.start","initial_command":[""],"login":"root","namespace":"default","private_key_policy":"none","proto":"ssh","server_addr":"10.0.7.12:3022","server_hostname":"pg-replica-2","server_id":"«_srv»","session_recording":"node","sid":"«_sid»","size":"211:52","time":"2024-06-14T13:00:59.118Z","uid":"«_uid»","user":"sofia@helix.io","user_kind":1}
`, V{"_srv": g.uuid(), "_sid": g.uuid(), "_uid": g.uuid()}, `"code":"T2000I"`, "sofia@helix.io")

	g.audAdd("boundary-event-redacted-benign", `
{"type":"audit","data":{"type":"APIRequest","request_info":{"method":"POST","path":"/v1/auth-methods/ampw_«_am»:authenticate"},"request":{"details":{"attributes":{"login_name":"mwhite","password":"[REDACTED]"}}},"response":{"status_code":200,"details":{"attributes":{"token":"[REDACTED]","id":"at_«_at»","user_id":"u_«_u»"}}}}}
`, V{"_am": g.an(10), "_at": g.an(10), "_u": g.an(10)}, `"password":"[REDACTED]"`, `"token":"[REDACTED]"`)

	g.audAdd("vault-audit-config-benign", `
$ vault audit enable -path=file file file_path=/var/log/vault/audit.log hmac_accessor=true mode=0600 format=json
Success! Enabled the file audit device at: file/
$ vault audit enable -path=syslog syslog tag="vault" facility="AUTH"
Success! Enabled the syslog audit device at: syslog/
`, V{}, "hmac_accessor=true mode=0600", `facility="AUTH"`)
}

// ---- SIEM exports ----

func (g *G) audSIEM() {
	g.audAdd("splunk-search-export-curl", `
$ curl -sk -u svc_export:«a» https://splunk-sh.corp.example:8089/services/search/jobs/export \
    -d search='search index=linux sourcetype=linux_secure "COMMAND=" earliest=-24h | table _time host user COMMAND' -d output_mode=csv | head -3
"_time",host,user,COMMAND
"2024-06-14T09:02:40.000+00:00","web-03",jhale,"/usr/bin/bash -c 'echo deploy:«b» | chpasswd'"
"2024-06-14T09:03:02.000+00:00","web-03",jhale,"/usr/bin/passwd -e deploy"
`, V{"a": g.pw(), "b": g.pw()}, "splunk-sh.corp.example:8089", "sourcetype=linux_secure")

	g.audAdd("splunk-hec-send-test", `
$ curl -k https://http-inputs-corp.splunkcloud.com/services/collector/event \
    -H "Authorization: Splunk «a»" \
    -d '{"sourcetype":"okta:im2","index":"idp","event":{"eventType":"user.session.start","actor":{"alternateId":"test@corp.example"}}}'
{"text":"Success","code":0}
`, V{"a": g.uuid()}, "sourcetype", "okta:im2")

	g.audAdd("elastic-query-apikey", `
$ curl -s -H "Authorization: ApiKey «a»" "https://siem.es.eu-west-1.aws.found.io:9243/logs-windows.sysmon_operational-*/_search" -H 'Content-Type: application/json' -d '{"size":1,"query":{"match_phrase":{"process.command_line":"-p "}},"_source":["@timestamp","host.name","process.command_line"]}' | jq '.hits.hits[0]._source'
{
  "@timestamp": "2024-06-14T07:40:12.118Z",
  "host": {"name": "WKS-2231"},
  "process": {"command_line": "PsExec64.exe \\\\FS-02 -u CORP\\adm_rhughes -p «b» -accepteula cmd"}
}
`, V{"a": g.esAPIKey(), "b": g.pw()}, "logs-windows.sysmon_operational-*", "WKS-2231")

	g.audAdd("sentinel-kql-results-csv", `
query_data.csv (exported from Sentinel, SecurityEvent | where EventID == 4688 and CommandLine has_any ("/p:", "-password", "--password")):
TimeGenerated [UTC],Computer,Account,CommandLine
"6/13/2024, 11:20:04.000 PM",BUILD-07.corp.example,CORP\svc_build,"msbuild Deploy.proj /p:DeployOnBuild=true /p:Password=«a» /p:UserName=$deploy-fern"
"6/13/2024, 11:41:52.000 PM",SQL-ERP-01,CORP\svc_backup,"robocopy D:\Backup \\nas01\sql /MIR /R:2 /LOG:D:\robo.log"
`, V{"a": g.b64u(60)}, "/p:UserName=$deploy-fern", "robocopy D:\\Backup")

	g.audAdd("datadog-logs-query-keys", `
$ curl -s -X POST "https://api.datadoghq.eu/api/v2/logs/events/search" \
    -H "DD-API-KEY: «a»" -H "DD-APPLICATION-KEY: «b»" -H "Content-Type: application/json" \
    -d '{"filter":{"query":"source:cloudtrail @evt.name:ConsoleLogin @responseElements.ConsoleLogin:Failure","from":"now-1d"},"page":{"limit":5}}' | jq '.data | length'
5
`, V{"a": g.hex(32), "b": g.hex(40)}, "api.datadoghq.eu", "@responseElements.ConsoleLogin:Failure")

	g.audAdd("loki-logcli-basic-auth", `
$ export LOKI_ADDR=https://logs-prod-eu-west-0.grafana.net
$ export LOKI_USERNAME=«_uid»
$ export LOKI_PASSWORD=«a»
$ logcli query '{job="nginx"} |= "access_token="' --since=1h --limit=2 -o raw
10.0.4.2 - - [14/Jun/2024:13:51:02 +0000] "GET /sso/callback?access_token=«b»&token_type=bearer HTTP/1.1" 302 0 "-" "Mozilla/5.0"
`, V{"_uid": g.digits(6), "a": "glc_" + b64raw(`{"o":"`+g.digits(6)+`","n":"logcli","k":"`+g.an(24)+`","m":{"r":"eu"}}`), "b": g.ya29()}, "logs-prod-eu-west-0.grafana.net", `{job="nginx"}`)

	g.audAdd("opensearch-dashboards-export", `
$ curl -s -u admin:«a» -X POST "https://opensearch.corp.example:9200/auditlog-*/_search?q=audit_category:AUTHENTICATED&size=1" | jq '.hits.hits[0]._source | {audit_category, audit_request_effective_user, audit_rest_request_path, audit_request_body}'
{
  "audit_category": "AUTHENTICATED",
  "audit_request_effective_user": "kibanaserver",
  "audit_rest_request_path": "/_security/api/internalusers/logstash",
  "audit_request_body": "{\"password\":\"«b»\",\"backend_roles\":[\"logstash\"]}"
}
`, V{"a": g.pw(), "b": g.pw()}, "/_security/api/internalusers/logstash", "audit_request_effective_user")

	g.audAdd("splunk-props-transform-leak", `
# someone's test event in index=main, visible to all users:
2024-06-14 14:02:11,118 level=DEBUG logger=connector.salesforce msg="refresh ok" instance_url=https://fern.my.salesforce.com refresh_token=«a» client_secret=«b»
`, V{"a": g.migSFRefresh(), "b": g.s(alHexU, 64)}, "connector.salesforce", "fern.my.salesforce.com")

	g.audAdd("chronicle-udm-search-export", `
metadata.event_type = "PROCESS_LAUNCH" AND target.process.command_line = /--token/

event_timestamp            principal.hostname   target.process.command_line
2024-06-12T16:40:11Z       ci-runner-14         /usr/local/bin/vault login -method=token --token=«a»
2024-06-12T16:40:12Z       ci-runner-14         /usr/local/bin/vault kv get -field=dsn secret/ci/db
`, V{"a": g.vaultOld()}, "PROCESS_LAUNCH", "secret/ci/db")

	g.audAdd("sumo-cse-query-access-id", `
$ curl -u «_aid»:«a» "https://api.eu.sumologic.com/api/v1/search/jobs" -H 'Content-Type: application/json' -d '{"query":"_sourceCategory=prod/auditd EXECVE | where a0=\"mysql\"","from":"2024-06-13T00:00:00","to":"2024-06-14T00:00:00","timeZone":"UTC"}'
{"id":"«_job»","link":{"rel":"self","href":"https://api.eu.sumologic.com/api/v1/search/jobs/«_job»"}}
`, V{"_aid": "su" + g.an(12), "a": g.an(64), "_job": strings.ToUpper(g.hex(16))}, "_sourceCategory=prod/auditd", "api.eu.sumologic.com")

	// benign
	g.audAdd("splunk-search-masked-benign", `
index=linux sourcetype=linux_secure "COMMAND="
| rex field=_raw "COMMAND=(?<cmd>.*)"
| eval cmd=replace(cmd, "(-p|--password[= ]|chpasswd\s*<<<\s*\S+:)\S+", "\1********")
| table _time host user cmd

_time                 host     user    cmd
2024-06-14 09:02:40   web-03   jhale   /usr/bin/bash -c 'echo deploy:******** | chpasswd'
2024-06-13 22:41:02   db-bast  kparikh /usr/bin/mysqladmin -u root -p******** flush-hosts
`, V{}, "/usr/bin/mysqladmin -u root -p******** flush-hosts", "sourcetype=linux_secure")

	g.audAdd("sentinel-analytics-rule-benign", `
// Analytics rule: "Credentials in process command line" (scheduled, 1h)
SecurityEvent
| where EventID == 4688
| where CommandLine matches regex @"(?i)(/p(ass(word)?)?[:= ]|-p\s|--password[= ])\S+"
| extend MaskedCmd = replace_regex(CommandLine, @"(?i)((?:/p(?:ass(?:word)?)?[:= ]|-p\s|--password[= ]))\S+", @"\1***")
| project TimeGenerated, Computer, Account, MaskedCmd
// entity mapping: Account -> FullName, Computer -> HostName; tactic: CredentialAccess (T1552.001)
`, V{}, "T1552.001", "MaskedCmd")

	g.audAdd("elastic-alert-benign-ids", `
$ curl -s -H "Authorization: ApiKey ${ES_API_KEY}" "https://siem.corp.example:9200/.alerts-security.alerts-default/_search?size=1" | jq '.hits.hits[0]._source | {"kibana.alert.rule.name", "kibana.alert.uuid", "event.id", "host.id", "process.entity_id"}'
{
  "kibana.alert.rule.name": "Potential Credential Access via Windows Utilities",
  "kibana.alert.uuid": "«_u»",
  "event.id": "«_e»",
  "host.id": "«_h»",
  "process.entity_id": "«_p»"
}
`, V{"_u": g.hex(64), "_e": g.b64u(20), "_h": g.uuid(), "_p": g.b64(40)}, "${ES_API_KEY}", "Potential Credential Access via Windows Utilities")

	g.audAdd("splunk-hec-config-env-benign", `
# outputs for the audit pipeline (vector.toml)
[sinks.splunk_audit]
type = "splunk_hec_logs"
inputs = ["auditd_parsed", "sudo_parsed"]
endpoint = "https://http-inputs-corp.splunkcloud.com"
default_token = "${SPLUNK_HEC_TOKEN}"
index = "linux_audit"
encoding.codec = "json"
encoding.except_fields = ["a1", "a2", "a3", "proctitle"]
`, V{}, `default_token = "${SPLUNK_HEC_TOKEN}"`, `encoding.except_fields = ["a1", "a2", "a3", "proctitle"]`)

	g.audAdd("cloudtrail-lake-query-benign", `
$ aws cloudtrail start-query --query-statement "SELECT eventTime, eventName, userIdentity.arn, sourceIPAddress FROM «_eds» WHERE eventName IN ('CreateAccessKey','DeleteAccessKey') AND eventTime > '2024-06-01 00:00:00'"
{
    "QueryId": "«_q»"
}
$ aws cloudtrail get-query-results --query-id «_q» --query 'QueryResultRows[0]'
[{"eventTime": "2024-06-03 10:02:11.000"}, {"eventName": "DeleteAccessKey"}, {"arn": "arn:aws:iam::«_acct»:user/backup-svc"}, {"sourceIPAddress": "82.13.40.7"}]
`, V{"_eds": g.uuid(), "_q": g.uuid(), "_acct": g.audAcct()}, "DeleteAccessKey", "user/backup-svc")
}

// ---- tickets, chat and review notes ----

func (g *G) audTalk() {
	g.audAdd("talk-incident-ticket-quote", `
**SEC-2291 – credentials in CloudTrail (Low → Medium)**

While reviewing ECS task definition revisions I found a plaintext DB password in RegisterTaskDefinition events (trail retention is 7 years, Athena access for 40 people):

> {"name": "DATABASE_URL", "value": "postgres://orders:«a»@orders-db.cluster-c8.eu-central-1.rds.amazonaws.com:5432/orders"}

Actions: rotate the orders password, move to "secrets"/valueFrom, ask the data team to purge the Athena result bucket s3://athena-results-sec/ for the last 30 days.
`, V{"a": g.pwURL()}, "SEC-2291", "s3://athena-results-sec/")

	g.audAdd("talk-slack-thread-auditd", `
[10:41] priya: anyone know why auditd shows a hex blob for the deploy user?
[10:41] priya: a2=«a»
[10:42] tom: it's hex because the arg has spaces. run it through xxd -r -p
[10:43] priya: ugh. it's the whole PGPASSWORD=... command line, password included. rotating
[10:44] tom: and add -F exe!=/usr/bin/bash to the rule or log the password via a file next time
`, V{"a": audHex("PGPASSWORD=" + g.pw() + " psql -h 10.0.3.5 -U deploy -d app -c 'select 1'")}, "xxd -r -p", "-F exe!=/usr/bin/bash")

	g.audAdd("talk-github-issue-k8s-audit", `
### Audit log level RequestResponse logs Secret data (#1187)

Our cluster audit policy is the default from the chart, and it logs full Secret bodies. Example (namespace and name changed):

ˋˋˋ
"objectRef":{"resource":"secrets","namespace":"team-a","name":"api-keys"},
"requestObject":{"kind":"Secret","data":{"SENDGRID_API_KEY":"«a»"}}
ˋˋˋ

Proposed fix: add a Metadata-level rule for secrets/configmaps before the catch-all.
`, V{"a": b64s(g.sendgrid())}, "Metadata-level rule for secrets/configmaps", "Audit log level RequestResponse logs Secret data")

	g.audAdd("talk-pr-review-nginx-log", `
> nginx/conf.d/api.conf
> -    log_format main '$remote_addr - $remote_user [$time_local] "$request" $status';
> +    log_format main '$remote_addr - $remote_user [$time_local] "$request" $status "$http_x_api_key"';

reviewer (sec): please don't. We already have this in staging logs from last week's test:
  10.0.4.2 - - [07/Jun/2024:15:02:11 +0000] "GET /v1/status HTTP/1.1" 200 "«a»"
That's a live partner key. If you need attribution, log $http_x_api_key_id (the gateway adds it) instead.
`, V{"a": g.an(40)}, "$http_x_api_key_id", "log_format main")

	g.audAdd("talk-email-auditor-findings", `
Subject: Q2 log review – finding 4 (SQL Server audit)

Hi Marcus,

Finding 4: the SQL Server audit file on SQL-ERP-01 captured the linked-server login in clear:
  sp_addlinkedsrvlogin @rmtsrvname = N'ORACLE_FIN', @rmtuser = N'FIN_READ', @rmtpassword = N'«a»'
The account FIN_READ can read the whole GL schema. Please rotate it and restrict who can read D:\Audit.

Regards,
Janine (internal audit)
`, V{"a": g.pw()}, "ORACLE_FIN", "D:\\Audit")

	g.audAdd("talk-chat-okta-token-paste", `
user: my script to pull the okta system log returns 401 now, here's what I run:
  OKTA_TOKEN=«a» python pull_syslog.py --since 2024-06-10
assistant: A 401 from /api/v1/logs usually means the API token was revoked or the admin who created it was deactivated...
`, V{"a": g.okta()}, "pull_syslog.py", "/api/v1/logs")

	g.audAdd("talk-jira-windows-event", `
h3. Steps observed (from 4688 on FS-02)
{code}
Process Command Line:	cmd.exe /c "net use Z: \\nas01\finance /user:CORP\svc_fin «a» /persistent:no"
Creator Process Name:	C:\Program Files\Veeam\Backup\VeeamAgent.exe
{code}
Owner: infra. Due: 2024-06-21.
`, V{"a": g.pw()}, "/persistent:no", "VeeamAgent.exe")

	// benign
	g.audAdd("talk-runbook-audit-review-benign", `
## Runbook: weekly credential-in-logs sweep

1. Athena: search CloudTrail requestParameters for "password", "secret", "token" (exclude "HIDDEN_DUE_TO_SECURITY_REASONS").
2. Splunk: ˋindex=linux "COMMAND=" (-p OR --password)ˋ, mask with the ˋcred_maskˋ macro before exporting.
3. Vault: values show as ˋhmac-sha256:…ˋ — use ˋvault write sys/audit-hash/file input=<value>ˋ to match, never log_raw.
4. Kubernetes: confirm the audit policy keeps secrets at Metadata level.
5. File findings in SEC with the value replaced by <redacted>.
`, V{}, "sys/audit-hash/file input=<value>", "cred_mask")

	g.audAdd("talk-postmortem-masked-benign", `
Postmortem: API keys in gateway logs (2024-06-07)

Timeline (UTC)
 15:02 Kong http-log plugin enabled with full headers on route /partners
 15:40 detection: Splunk alert "apikey header in log" (rule id «_rule»)
 15:55 plugin config patched: custom_fields_by_lua masks apikey → "****"
 16:30 42 partner keys rotated; old keys ended in …«_tail1», …«_tail2» (last 4 chars only)
Request ids for reference: «_r1», «_r2»
`, V{"_rule": g.uuid(), "_tail1": g.an(4), "_tail2": g.an(4), "_r1": g.uuid(), "_r2": g.uuid()}, "custom_fields_by_lua masks apikey", "Kong http-log plugin")

	g.audAdd("talk-question-vault-hmac-benign", `
Q: our Vault audit log shows "client_token":"hmac-sha256:«_h»" — is that leaking the token?
A: No. The file device HMACs tokens and secret values with a per-device salt. You can't reverse it; to check whether a known value appears, hash it with sys/audit-hash and grep. The accessor (hmac_accessor=true by default) is hashed too.
`, V{"_h": g.hex(64)}, "sys/audit-hash", "hmac_accessor=true")

	g.audAdd("talk-chat-cloudtrail-ids-benign", `
[14:02] nora: the suspicious CreateAccessKey is eventID «_ev», requestID «_req»
[14:03] nora: caller principalId «_pid»:session-«_s», key «_ak» (already deactivated)
[14:03] sam: got it. same source IP 185.220.101.44 as the ConsoleLogin failures
[14:05] nora: GuardDuty finding id «_gd»
`, V{"_ev": g.uuid(), "_req": g.uuid(), "_pid": g.audPrincipal("AROA"), "_s": g.digits(10), "_ak": g.awsID(), "_gd": g.hex(32)}, "185.220.101.44", "already deactivated")

	g.audAdd("talk-issue-log-scrubber-benign", `
### fluent-bit: add a Lua filter to scrub credentials before shipping

Test input and expected output:

| input | output |
|---|---|
| ˋCOMMAND=/usr/bin/mysql -uroot -pEXAMPLEˋ | ˋCOMMAND=/usr/bin/mysql -uroot -p[MASKED]ˋ |
| ˋ"GET /x?access_token=EXAMPLE HTTP/1.1"ˋ | ˋ"GET /x?access_token=[MASKED] HTTP/1.1"ˋ |
| ˋAuthorization: Bearer <token>ˋ | ˋAuthorization: Bearer [MASKED]ˋ |
`, V{}, "-p[MASKED]", "access_token=[MASKED]")
}

// ---- log shippers, CloudWatch, Falco, osquery ----

func (g *G) audPipelines() {
	g.audAdd("cw-insights-lambda-event-dump", `
fields @timestamp, @message
| filter @message like /"headers"/
| limit 1

@timestamp               @message
2024-06-14 15:01:12.118  INFO	Received event: {"resource":"/webhook","httpMethod":"POST","headers":{"Host":"«_api».execute-api.us-east-1.amazonaws.com","X-Hub-Signature-256":"sha256=«_sig»","Authorization":"token «a»"},"requestContext":{"requestId":"«_rid»","stage":"prod"}}
`, V{"_api": g.s(alLowNum, 10), "_sig": g.hex(64), "a": g.ghs(), "_rid": g.uuid()}, "X-Hub-Signature-256", "Received event:")

	g.audAdd("falco-alert-cmdline", `
{"hostname":"ip-10-0-3-41","output":"14:20:11.118220011: Notice Unexpected connection to K8s API Server from container (connection=10.244.3.17:51220->10.96.0.1:443 lport=443 rport=51220 fd_type=ipv4 fd_proto=fd.l4proto evt_type=connect user=root user_uid=0 user_loginuid=-1 process=curl proc_exepath=/usr/bin/curl parent=sh command=curl -sk -H Authorization: Bearer «a» https://10.96.0.1/api/v1/namespaces/kube-system/secrets terminal=34817 container_id=«_cid» container_image=docker.io/curlimages/curl container_image_tag=8.8.0 container_name=debug k8s_ns=default k8s_pod_name=debug)","priority":"Notice","rule":"Contact K8S API Server From Container","source":"syscall","time":"2024-06-14T14:20:11.118220011Z"}
`, V{"a": g.k8sSAToken(), "_cid": g.hex(12)}, "Contact K8S API Server From Container", "docker.io/curlimages/curl")

	g.audAdd("osquery-process-events", `
osquery> SELECT pid, path, cmdline, auid FROM process_events WHERE cmdline LIKE '%--password%' LIMIT 2;
+-------+---------------------+---------------------------------------------------------------------------------+------+
| pid   | path                | cmdline                                                                         | auid |
+-------+---------------------+---------------------------------------------------------------------------------+------+
| 81122 | /usr/bin/influx     | influx auth create --org fern --all-access --username admin --password «a»      | 1004 |
| 81301 | /usr/local/bin/mc   | mc alias set minio http://10.0.6.4:9000 minioadmin --password-stdin             | 1004 |
+-------+---------------------+---------------------------------------------------------------------------------+------+
`, V{"a": g.pwURL()}, "--password-stdin", "process_events")

	g.audAdd("fluentd-buffer-chunk", `
$ sudo strings /var/log/td-agent/buffer/audit/buffer.b6«_chunk».log | head -3
{"log":"POST /login 302 user=s.ito","kubernetes":{"pod_name":"portal-5d8c"}}
{"log":"DEBUG form data: username=s.ito&password=«a»&remember=on","kubernetes":{"pod_name":"portal-5d8c"}}
{"log":"GET /dashboard 200","kubernetes":{"pod_name":"portal-5d8c"}}
`, V{"_chunk": g.hex(31), "a": g.pwURL()}, "portal-5d8c", "remember=on")

	g.audAdd("graylog-search-export-token", `
$ curl -s -u «a»:token -H 'X-Requested-By: cli' "https://graylog.corp.example/api/search/universal/relative?query=source%3Avpn-gw-1%20AND%20message%3Apsk&range=86400&fields=message"
{"messages":[{"message":{"message":"ipsec: peer 198.51.100.30 IKE PSK «b» mismatch","source":"vpn-gw-1","_id":"«_id»"}}]}
`, V{"a": g.s(alLowNum, 52), "b": g.pwStrong(), "_id": g.uuid()}, "X-Requested-By: cli", "vpn-gw-1")

	g.audAdd("aws-config-item-userdata", `
$ aws configservice get-resource-config-history --resource-type AWS::EC2::LaunchTemplate --resource-id lt-0a1b2c3d4e5f60718 --limit 1 --query 'configurationItems[0].configuration' --output text | jq -r '.launchTemplateData.userData' | base64 -d
#!/bin/bash
echo "ECS_CLUSTER=prod-workers" >> /etc/ecs/ecs.config
echo "ECS_ENGINE_AUTH_TYPE=docker" >> /etc/ecs/ecs.config
echo 'ECS_ENGINE_AUTH_DATA={"https://index.docker.io/v1/":{"username":"fernbuild","password":"«a»","email":"build@ferncloud.io"}}' >> /etc/ecs/ecs.config
`, V{"a": g.dockerPAT()}, "ECS_CLUSTER=prod-workers", "lt-0a1b2c3d4e5f60718")

	g.audAdd("netskope-dlp-incident", `
Incident 88211 – DLP rule "Cloud credentials" (severity high)
  user: d.ortiz@ferncloud.io    app: Pastebin    activity: Post
  matched: AWS Secret Access Key
  excerpt: aws_secret_access_key = «a»
  file: none (form post)    policy action: block
`, V{"a": g.awsSecret()}, "AWS Secret Access Key", "d.ortiz@ferncloud.io")

	g.audAdd("vector-audit-remap-bug", `
$ vector tap --inputs-of splunk_audit --limit 1
{"host":"db-bastion","message":"kparikh : TTY=pts/1 ; PWD=/home/kparikh ; USER=root ; COMMAND=/usr/bin/mysqldump -u backup --password=«a» --all-databases","source_type":"journald","masked":false}
# the VRL redact() pattern only matched "-p<pw>", not "--password=<pw>"
`, V{"a": g.pw()}, "source_type", "--all-databases")

	// benign
	g.audAdd("falco-rule-benign", `
- rule: Credentials on command line
  desc: A process was started with what looks like a password argument
  condition: spawned_process and (proc.cmdline contains "--password=" or proc.cmdline contains " -p")
  output: "Password on cmdline (user=%user.name cmd=%proc.cmdline container=%container.id)"
  priority: WARNING
  tags: [host, container, mitre_credential_access, T1552]
`, V{}, "mitre_credential_access", "%proc.cmdline")

	g.audAdd("cw-logs-data-protection-benign", `
$ aws logs get-log-events --log-group-name /ecs/billing-api --log-stream-name api/api/«_task» --limit 2 --query 'events[].message' --output text
2024-06-14T15:10:01Z INFO connecting to postgres://billing:****************@billing-db:5432/billing
2024-06-14T15:10:02Z INFO stripe client ready key=****************************
# masked by the CloudWatch Logs data protection policy (identifiers: AwsSecretKey, PostgresConnection)
`, V{"_task": g.hex(32)}, "postgres://billing:****************@billing-db:5432/billing", "AwsSecretKey")

	g.audAdd("osquery-pack-benign", `
{
  "queries": {
    "sudo_commands": {"query": "SELECT * FROM process_events WHERE path = '/usr/bin/sudo';", "interval": 300, "description": "sudo invocations"},
    "shadow_mtime": {"query": "SELECT path, mtime, sha256 FROM hash JOIN file USING (path) WHERE path = '/etc/shadow';", "interval": 3600},
    "authorized_keys": {"query": "SELECT * FROM users CROSS JOIN authorized_keys USING (uid);", "interval": 3600}
  }
}
`, V{}, "sudo_commands", "authorized_keys")

	g.audAdd("fluentbit-config-env-benign", `
[OUTPUT]
    Name            es
    Match           audit.*
    Host            siem.corp.example
    Port            9243
    HTTP_User       ${ES_USER}
    HTTP_Passwd     ${ES_PASSWORD}
    tls             On
    Index           audit-%Y.%m.%d
`, V{}, "${ES_PASSWORD}", "audit-%Y.%m.%d")
}
