package cases

import (
	"fmt"
	"strings"
)

// regionalCases adds credentials of cloud, SaaS, messaging and payment
// providers outside the US big three, as developers in Asia, Europe,
// Latin America and Africa meet them, often with comments and messages in
// their own languages (Chinese, Japanese, Korean, Russian, Portuguese,
// Spanish, German, Turkish, Vietnamese, Indonesian).
// Sources: Alibaba Cloud (the aliyun CLI's config.json and configure
// prompts, ossutil, the OSS SDKs for Python, Java, Node and Go, RAM
// AccessKey CSVs, STS AssumeRole tokens, the credentials file, Terraform,
// Serverless Devs, SMS settings, DashScope, ACR logins, RDS DSNs); Tencent
// Cloud (tccli configure and its credential file, coscmd, the COS and API
// SDKs, STS federation tokens, SMS, TCR, Serverless and Hunyuan); Huawei
// Cloud (obsutil, credentials.csv, KooCLI, the SDKs, IAM X-Subject-Token,
// SWR logins, Terraform); Baidu AI Cloud (BCE AK/SK, the AI platform's
// API key, secret key and access_token, Qianfan), Volcengine (volc,
// TOS, Ark), Qiniu (qshell, the SDK, upload tokens), UPYUN, JD Cloud and
// Kingsoft KS3; WeChat Pay (the v2 merchant key, the APIv3 key,
// apiclient_key.pem, EasyWeChat and wechatpay-go), WeChat mini-program
// and official account AppSecrets, access tokens and EncodingAESKeys;
// Alipay (app private keys next to the benign Alipay public key, AES keys,
// the SDKs in Java, Node, Python and PHP); DingTalk, Feishu/Lark and WeCom
// bot webhooks, signing secrets, app secrets, corpsecrets and callback
// keys; LINE Messaging and Login, Kakao, Naver Cloud and Naver Developers,
// NHN Cloud, Sakura Cloud; Yandex Cloud (yc config, OAuth, IAM tokens,
// static keys, authorized keys, API keys) and Yandex 360, VK API tokens
// and Callback API secrets, Mail.ru and VK Cloud, Selectel; Hetzner
// (hcloud, Robot, DNS, Storage Box), OVHcloud (application key and
// secret, consumer key), Scaleway and IONOS; payments: Mercado Pago,
// PagSeguro/PagBank, Razorpay, Paytm, Paystack, Flutterwave, M-Pesa
// Daraja and Iyzico. They come as config files, SDK code, CLI output,
// error logs and chat messages. Benign look-alikes: app ids, merchant
// ids, corp ids, channel ids, agent ids, region, bucket and folder names,
// request ids, certificate serials, public and publishable keys. The case
// names start with "regional/".
func (g *G) regionalCases() {
	g.rgAliyun()
	g.rgTencent()
	g.rgHuawei()
	g.rgChinaMore()
	g.rgWeChat()
	g.rgAlipay()
	g.rgWorkChat()
	g.rgKoreaJapan()
	g.rgRussia()
	g.rgEurope()
	g.rgPayments()
	g.rgBenign()
}

// ---- helpers used only here ----

// rgAdd is add with the "regional/" prefix and "ˋ" standing for a backtick.
func (g *G) rgAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("regional/"+name, bt(tmpl), v, benign...)
}

// rgAliID is an Alibaba Cloud AccessKey ID.
func (g *G) rgAliID() string { return "LTAI5t" + g.an(18) }

// rgAliSecret is an Alibaba Cloud AccessKey secret.
func (g *G) rgAliSecret() string { return g.an(30) }

// rgAliSTSID is an Alibaba Cloud STS AccessKey ID.
func (g *G) rgAliSTSID() string { return "STS.N" + g.an(24) }

// rgAliSTSToken is an Alibaba Cloud STS SecurityToken.
func (g *G) rgAliSTSToken() string { return "CAIS" + g.s(alB64, 480) + "GoAB" + g.s(alB64, 168) }

// rgTcID is a Tencent Cloud SecretId.
func (g *G) rgTcID() string { return "AKID" + g.an(32) }

// rgHwAK is a Huawei Cloud access key id.
func (g *G) rgHwAK() string { return g.s(alUpNum, 20) }

// rgReqID is an upper-case request id as Alibaba Cloud prints it.
func (g *G) rgReqID() string { return strings.ToUpper(g.uuid()) }

// rgTime is a local time as Chinese consoles and logs print it.
func (g *G) rgTime() string {
	return fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// rgISO is an RFC 3339 UTC time.
func (g *G) rgISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02dZ", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// rgUnix is a Unix time in seconds.
func (g *G) rgUnix() string { return fmt.Sprint(1716000000 + g.r.IntN(30000000)) }

// rgRSAOneLine is a PKCS#8 RSA private key as one base64 line (as Alipay
// and WeChat tools paste it).
func (g *G) rgRSAOneLine() string { return strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", "") }

// rgRSAPub is an RSA public key (SubjectPublicKeyInfo) as one base64 line.
func (g *G) rgRSAPub() string {
	return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 342) + "IDAQAB"
}

// rgWxAppID is a WeChat app id.
func (g *G) rgWxAppID() string { return "wx" + g.hex(16) }

// rgYcOAuth is a Yandex OAuth token.
func (g *G) rgYcOAuth() string { return "y0_AgAAAAA" + g.b64u(49) }

// rgYcIAM is a Yandex Cloud IAM token.
func (g *G) rgYcIAM() string { return "t1.9euelZq" + g.b64u(160) + "." + g.b64u(86) }

// rgYcID is a Yandex Cloud resource id (cloud, folder, service account).
func (g *G) rgYcID(p string) string { return p + g.s(alLowNum, 17) }

// rgMP is a Mercado Pago access token with prefix p (APP_USR or TEST).
func (g *G) rgMP(p string) string {
	return p + "-" + g.digits(16) + "-" + g.s(alDigit, 6) + "-" + g.hex(32) + "-" + g.digits(9)
}

// ---- Alibaba Cloud ----

func (g *G) rgAliyun() {
	g.rgAdd("aliyun-cli-config-json", `
$ cat ~/.aliyun/config.json
{
	"current": "default",
	"profiles": [
		{
			"name": "default",
			"mode": "AK",
			"access_key_id": "«a»",
			"access_key_secret": "«b»",
			"sts_token": "",
			"sts_region": "",
			"ram_role_name": "",
			"ram_role_arn": "",
			"ram_session_name": "",
			"source_profile": "",
			"private_key": "",
			"key_pair_name": "",
			"expired_seconds": 0,
			"verified": "",
			"region_id": "cn-hangzhou",
			"output_format": "json",
			"language": "zh",
			"site": "",
			"retry_timeout": 0,
			"connect_timeout": 0,
			"retry_count": 0,
			"process_command": "",
			"credentials_uri": ""
		},
		{
			"name": "prod-readonly",
			"mode": "RamRoleArn",
			"access_key_id": "«c»",
			"access_key_secret": "«d»",
			"sts_token": "",
			"ram_role_arn": "acs:ram::«_uid»:role/prod-readonly",
			"ram_session_name": "cli-«=s»",
			"expired_seconds": 3600,
			"region_id": "cn-shanghai",
			"output_format": "json",
			"language": "zh"
		}
	],
	"meta_path": ""
}
`, V{"a": g.rgAliID(), "b": g.rgAliSecret(), "c": g.rgAliID(), "d": g.rgAliSecret(), "_uid": g.digits(16), "=s": g.s(alLowNum, 6)},
		`"region_id": "cn-hangzhou"`, "prod-readonly")

	g.rgAdd("aliyun-configure-prompts", `
$ aliyun configure --profile akProfile
Configuring profile 'akProfile' in 'AK' authenticate mode...
Access Key Id []: «a»
Access Key Secret []: «b»
Default Region Id []: cn-beijing
Default Output Format [json]: json (Only support json)
Default Language [zh|en] en: zh
Saving profile[akProfile] ...Done.

Configure Done!!!
..............888888888888888888888 ........=8888888888888888888D=..............
...........88888888888888888888888 ..........D8888888888888888888888I...........
.........,8888888888888ZI: ...........................=Z88D8888888888D..........
.........+88888888888..............................,....,88888888888...........
Welcome to use Alibaba Cloud
`, V{"a": g.rgAliID(), "b": g.rgAliSecret()}, "Configuring profile 'akProfile' in 'AK' authenticate mode...", "Default Region Id []: cn-beijing")

	g.rgAdd("ossutil-config-file", `
$ cat ~/.ossutilconfig
[Credentials]
language=CH
endpoint=oss-cn-shanghai.aliyuncs.com
accessKeyID=«a»
accessKeySecret=«b»

[Bucket-Endpoint]
media-archive-sh=oss-cn-shanghai-internal.aliyuncs.com

$ ossutil64 ls oss://media-archive-sh -s | tail -3
oss://media-archive-sh/2024/06/thumbs/«_o».webp
Object Number is: 48211
0.912331(s) elapsed
`, V{"a": g.rgAliID(), "b": g.rgAliSecret(), "_o": g.hex(32)}, "endpoint=oss-cn-shanghai.aliyuncs.com", "oss://media-archive-sh")

	g.rgAdd("oss2-python-auth-positional", `
# -*- coding: utf-8 -*-
import oss2

# 阿里云账号AccessKey拥有所有API的访问权限，风险很高。强烈建议您创建并使用RAM用户进行API访问或日常运维。
# TODO(小林): 上线前改成从环境变量读取
auth = oss2.Auth('«a»', '«b»')
bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'shop-static-prod')

for obj in oss2.ObjectIteratorV2(bucket, prefix='banner/2024/'):
    print(obj.key, obj.size)
`, V{"a": g.rgAliID(), "b": g.rgAliSecret()}, "shop-static-prod", "https://oss-cn-hangzhou.aliyuncs.com")

	g.rgAdd("aliyun-sts-assumerole-output", `
$ aliyun sts AssumeRole --RoleArn acs:ram::«_uid»:role/oss-uploader --RoleSessionName ci-upload --DurationSeconds 3600
{
	"AssumedRoleUser": {
		"Arn": "acs:ram::«_uid»:role/oss-uploader/ci-upload",
		"AssumedRoleId": "«_rid»:ci-upload"
	},
	"Credentials": {
		"AccessKeyId": "«a»",
		"AccessKeySecret": "«b»",
		"Expiration": "«_exp»",
		"SecurityToken": "«c»"
	},
	"RequestId": "«_req»"
}
`, V{"_uid": g.digits(16), "_rid": g.digits(18), "a": g.rgAliSTSID(), "b": g.an(44), "_exp": g.rgISO(), "c": g.rgAliSTSToken(), "_req": g.rgReqID()},
		"acs:ram::", "oss-uploader/ci-upload")

	g.rgAdd("ali-oss-browser-sts-hardcoded", `
// src/utils/upload.js
import OSS from 'ali-oss'

// 调试用：先把后端 /api/oss/sts 返回的临时凭证贴在这里，联调完删掉
const client = new OSS({
  region: 'oss-cn-beijing',
  accessKeyId: '«a»',
  accessKeySecret: '«b»',
  stsToken: '«c»',
  bucket: 'mall-user-avatar',
  refreshSTSToken: async () => {
    const { data } = await http.get('/api/oss/sts')
    return { accessKeyId: data.AccessKeyId, accessKeySecret: data.AccessKeySecret, stsToken: data.SecurityToken }
  },
  refreshSTSTokenInterval: 300000
})
`, V{"a": g.rgAliSTSID(), "b": g.an(44), "c": g.rgAliSTSToken()}, "mall-user-avatar", "data.AccessKeySecret")

	g.rgAdd("oss-java-client-builder", `
public class OssConfig {

    private static final String ENDPOINT = "https://oss-cn-shenzhen.aliyuncs.com";
    // 这里先写死，后面改成从 Nacos 配置中心读
    private static final String ACCESS_KEY_ID = "«a»";
    private static final String ACCESS_KEY_SECRET = "«b»";
    private static final String BUCKET_NAME = "erp-attachments";

    @Bean(destroyMethod = "shutdown")
    public OSS ossClient() {
        return new OSSClientBuilder().build(ENDPOINT, ACCESS_KEY_ID, ACCESS_KEY_SECRET);
    }
}
`, V{"a": g.rgAliID(), "b": g.rgAliSecret()}, "erp-attachments", "new OSSClientBuilder().build(ENDPOINT, ACCESS_KEY_ID, ACCESS_KEY_SECRET)")

	g.rgAdd("spring-yml-aliyun-sms", `
spring:
  application:
    name: user-center
  redis:
    host: r-bp1«_r».redis.rds.aliyuncs.com
    password: «p»

aliyun:
  sms:
    access-key-id: «a»
    access-key-secret: «b»
    sign-name: 云杉科技
    template-code: SMS_«_t»
    # 验证码有效期（秒）
    expire: 300
`, V{"_r": g.s(alLowNum, 14), "p": g.pwStrong(), "a": g.rgAliID(), "b": g.rgAliSecret(), "_t": g.digits(9)}, "user-center", "sign-name: 云杉科技")

	g.rgAdd("alibabacloud-credentials-ini", `
$ cat ~/.alibabacloud/credentials
[default]
enable = true
type = access_key
access_key_id = «a»
access_key_secret = «b»

[client1]
type = ecs_ram_role
role_name = EcsRamRoleTest

[client2]
enable = false
type = ram_role_arn
region_id = cn-test
policy = test
access_key_id = «c»
access_key_secret = «d»
role_arn = acs:ram::«_uid»:role/test-role
role_session_name = session_name
`, V{"a": g.rgAliID(), "b": g.rgAliSecret(), "c": g.rgAliID(), "d": g.rgAliSecret(), "_uid": g.digits(16)}, "role_name = EcsRamRoleTest")

	g.rgAdd("terraform-alicloud-provider", `
provider "alicloud" {
  access_key = "«a»"
  secret_key = "«b»"
  region     = "cn-hangzhou"
}

resource "alicloud_vpc" "main" {
  vpc_name   = "vpc-prod-hz"
  cidr_block = "172.16.0.0/12"
}

resource "alicloud_vswitch" "az_i" {
  vpc_id     = alicloud_vpc.main.id
  cidr_block = "172.16.0.0/21"
  zone_id    = "cn-hangzhou-i"
}
`, V{"a": g.rgAliID(), "b": g.rgAliSecret()}, "vpc-prod-hz", "cn-hangzhou-i")

	g.rgAdd("serverless-devs-access-yaml", `
$ cat ~/.s/access.yaml
default:
  AccountID: "«_uid»"
  AccessKeyID: «a»
  AccessKeySecret: «b»
  __provider: Alibaba Cloud
  __alias: default
fc-test:
  AccountID: "«_uid»"
  AccessKeyID: «c»
  AccessKeySecret: «d»
  __provider: Alibaba Cloud
  __alias: fc-test
`, V{"_uid": g.digits(16), "a": g.rgAliID(), "b": g.rgAliSecret(), "c": g.rgAliID(), "d": g.rgAliSecret()}, "__provider: Alibaba Cloud")

	g.rgAdd("aliyun-python-sdk-core-error-log", `
2024-06-11 10:42:07,118 DEBUG [sms_sender.py:31] init AcsClient ak=«a» secret=«b» region=cn-hangzhou
2024-06-11 10:42:07,402 ERROR [sms_sender.py:58] send sms to 138****5521 failed
Traceback (most recent call last):
  File "/srv/app/notify/sms_sender.py", line 52, in send
    resp = client.do_action_with_exception(request)
  File "/srv/venv/lib/python3.10/site-packages/aliyunsdkcore/client.py", line 501, in do_action_with_exception
    raise exception
aliyunsdkcore.acs_exception.exceptions.ServerException: HTTP Status: 404 Error:InvalidAccessKeyId.NotFound Specified access key is not found. RequestID: «_req»
`, V{"a": g.rgAliID(), "b": g.rgAliSecret(), "_req": g.rgReqID()}, "InvalidAccessKeyId.NotFound", "138****5521")

	g.rgAdd("dashscope-openai-compatible", `
from openai import OpenAI

client = OpenAI(
    # 若没有配置环境变量，请用百炼API Key将下行替换为：api_key="sk-xxx",
    api_key="«a»",
    base_url="https://dashscope.aliyuncs.com/compatible-mode/v1",
)
completion = client.chat.completions.create(
    model="qwen-plus",
    messages=[{"role": "user", "content": "你是谁？"}],
)
print(completion.model_dump_json())
`, V{"a": "sk-" + g.hex(32)}, `api_key="sk-xxx"`, "https://dashscope.aliyuncs.com/compatible-mode/v1")

	g.rgAdd("acr-docker-login-gitlab-ci", `
build-image:
  stage: build
  image: docker:24
  services: [docker:24-dind]
  script:
    - docker login --username=devops@«_uid» --password='«p»' registry.cn-hangzhou.aliyuncs.com
    - docker build -t registry.cn-hangzhou.aliyuncs.com/yunshan/order-svc:$CI_COMMIT_SHORT_SHA .
    - docker push registry.cn-hangzhou.aliyuncs.com/yunshan/order-svc:$CI_COMMIT_SHORT_SHA
  only: [main]
`, V{"_uid": g.digits(16), "p": g.pw()}, "registry.cn-hangzhou.aliyuncs.com/yunshan/order-svc:$CI_COMMIT_SHORT_SHA")

	g.rgAdd("ram-accesskey-csv-in-chat", `
[企业微信] 运维-陈工 14:22
新建的 RAM 子账号 oss-uploader 只给了 OSS 写权限，AccessKey.csv 内容如下：
UserPrincipalName,AccessKey ID,AccessKey Secret
oss-uploader@«_uid».onaliyun.com,«a»,«b»
Secret 只在创建时显示一次，自己保存好，别提交到 git。
`, V{"_uid": g.digits(16), "a": g.rgAliID(), "b": g.rgAliSecret()}, "UserPrincipalName,AccessKey ID,AccessKey Secret")

	g.rgAdd("go-mysql-dsn-polardb", `
// config/db.go
package config

// 生产库（PolarDB MySQL），只读账号
const ReadonlyDSN = "report_ro:«p»@tcp(pc-bp1«_h».rwlb.rds.aliyuncs.com:3306)/mall?charset=utf8mb4&parseTime=True&loc=Asia%2FShanghai"
`, V{"p": g.pwURL(), "_h": g.s(alLowNum, 14)}, "report_ro", "loc=Asia%2FShanghai")

	g.rgAdd("tea-openapi-go-config", `
func CreateClient() (*dysmsapi20170525.Client, error) {
	config := &openapi.Config{
		AccessKeyId:     tea.String("«a»"),
		AccessKeySecret: tea.String("«b»"),
	}
	// Endpoint 请参考 https://api.aliyun.com/product/Dysmsapi
	config.Endpoint = tea.String("dysmsapi.aliyuncs.com")
	return dysmsapi20170525.NewClient(config)
}
`, V{"a": g.rgAliID(), "b": g.rgAliSecret()}, `tea.String("dysmsapi.aliyuncs.com")`)

	g.rgAdd("aliyun-env-export-k8s-secret", `
$ kubectl -n logging get secret sls-credentials -o jsonpath='{.data}' | jq 'map_values(@base64d)'
{
  "ALIBABA_CLOUD_ACCESS_KEY_ID": "«a»",
  "ALIBABA_CLOUD_ACCESS_KEY_SECRET": "«b»",
  "SLS_PROJECT": "k8s-log-«_c»",
  "SLS_ENDPOINT": "cn-hangzhou-intranet.log.aliyuncs.com"
}
`, V{"a": g.rgAliID(), "b": g.rgAliSecret(), "_c": g.hex(32)}, "cn-hangzhou-intranet.log.aliyuncs.com")
}

// ---- Tencent Cloud ----

func (g *G) rgTencent() {
	g.rgAdd("tccli-configure-prompts", `
$ tccli configure
TencentCloud API secretId [None]: «a»
TencentCloud API secretKey [None]: «b»
region [None]: ap-guangzhou
output[json]: json
$ tccli cvm DescribeRegions --output table | head -6
-------------------------------------------
|             DescribeRegions             |
+------------+--------------+-------------+
|   Region   | RegionName   | RegionState |
+------------+--------------+-------------+
|  ap-beijing|  华北地区(北京) |  AVAILABLE  |
`, V{"a": g.rgTcID(), "b": g.an(32)}, "region [None]: ap-guangzhou", "华北地区(北京)")

	g.rgAdd("tccli-default-credential-file", `
$ cat ~/.tccli/default.credential
{
    "secretId": "«a»",
    "secretKey": "«b»",
    "token": "",
    "type": "",
    "role_arn": "",
    "role_session_name": ""
}
$ cat ~/.tccli/default.configure
{
    "_sys_param": {
        "arrayCount": 10,
        "output": "json",
        "region": "ap-shanghai",
        "warning": "off"
    }
}
`, V{"a": g.rgTcID(), "b": g.an(32)}, `"region": "ap-shanghai"`)

	g.rgAdd("coscmd-cos-conf", `
$ cat ~/.cos.conf
[common]
secret_id = «a»
secret_key = «b»
bucket = static-assets-«_appid»
region = ap-chengdu
max_thread = 5
part_size = 1
retry = 5
timeout = 60
schema = https
verify = md5
anonymous = False
`, V{"a": g.rgTcID(), "b": g.an(32), "_appid": g.digits(10)}, "region = ap-chengdu")

	g.rgAdd("cos-python-sdk-config", `
# -*- coding=utf-8
from qcloud_cos import CosConfig, CosS3Client
import sys, logging

logging.basicConfig(level=logging.INFO, stream=sys.stdout)

secret_id = '«a»'     # 用户的 SecretId，建议使用子账号密钥，授权遵循最小权限指引
secret_key = '«b»'   # 用户的 SecretKey
region = 'ap-guangzhou'      # 替换为用户的 region
token = None                 # 如果使用永久密钥不需要填入 token
scheme = 'https'

config = CosConfig(Region=region, SecretId=secret_id, SecretKey=secret_key, Token=token, Scheme=scheme)
client = CosS3Client(config)
response = client.upload_file(Bucket='backup-«_appid»', LocalFilePath='dump.sql.gz', Key='mysql/dump.sql.gz')
print(response['ETag'])
`, V{"a": g.rgTcID(), "b": g.an(32), "_appid": g.digits(10)}, "region = 'ap-guangzhou'")

	g.rgAdd("tencentcloud-sdk-go-credential", `
package main

import (
	"fmt"

	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common"
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile"
	cvm "github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/cvm/v20170312"
)

func main() {
	credential := common.NewCredential(
		"«a»",
		"«b»",
	)
	cpf := profile.NewClientProfile()
	cpf.HttpProfile.Endpoint = "cvm.tencentcloudapi.com"
	client, _ := cvm.NewClient(credential, "ap-hongkong", cpf)
	resp, err := client.DescribeInstances(cvm.NewDescribeInstancesRequest())
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.ToJsonString())
}
`, V{"a": g.rgTcID(), "b": g.an(32)}, "cvm.tencentcloudapi.com")

	g.rgAdd("tencent-sts-federation-token-response", `
$ tccli sts GetFederationToken --Name cos-upload --Policy "$(cat policy.json)" --DurationSeconds 1800
{
    "Credentials": {
        "Token": "«c»",
        "TmpSecretId": "«a»",
        "TmpSecretKey": "«b»"
    },
    "ExpiredTime": «_et»,
    "Expiration": "«_exp»",
    "RequestId": "«_req»"
}
`, V{"c": g.b64u(40) + "_" + g.b64u(600), "a": g.rgTcID() + g.b64u(36), "b": g.b64(32)[:43] + "=", "_et": g.rgUnix(), "_exp": g.rgISO(), "_req": g.uuid()},
		"--Name cos-upload")

	g.rgAdd("tencentcloud-envrc-terraform", `
$ cat .envrc
export TENCENTCLOUD_SECRET_ID=«a»
export TENCENTCLOUD_SECRET_KEY=«b»
export TENCENTCLOUD_REGION=ap-singapore
$ direnv allow && terraform plan -target=tencentcloud_kubernetes_cluster.prod
direnv: loading ~/infra/tke/.envrc
direnv: export +TENCENTCLOUD_REGION +TENCENTCLOUD_SECRET_ID +TENCENTCLOUD_SECRET_KEY
`, V{"a": g.rgTcID(), "b": g.an(32)}, "TENCENTCLOUD_REGION=ap-singapore", "tencentcloud_kubernetes_cluster.prod")

	g.rgAdd("serverless-framework-tencent-env", `
# .env  (serverless deploy 会自动读取)
TENCENT_APP_ID=«_appid»
TENCENT_SECRET_ID=«a»
TENCENT_SECRET_KEY=«b»
SERVERLESS_PLATFORM_VENDOR=tencent
GLOBAL_ACCELERATOR_NA=true
`, V{"_appid": g.digits(10), "a": g.rgTcID(), "b": g.an(32)}, "SERVERLESS_PLATFORM_VENDOR=tencent")

	g.rgAdd("tencentcloud-node-sdk-error-and-dump", `
[nodemon] starting ˋnode scripts/sync-dns.jsˋ
client config: {
  credential: {
    secretId: '«a»',
    secretKey: '«b»'
  },
  region: '',
  profile: { httpProfile: { endpoint: 'dnspod.tencentcloudapi.com' } }
}
TencentCloudSDKHttpException: The SecretId is not found, please ensure that your SecretId exists.
    at DnspodClient.request (/app/node_modules/tencentcloud-sdk-nodejs/tencentcloud/common/abstract_client.js:141:23) {
  requestId: '«_req»',
  code: 'AuthFailure.SecretIdNotFound'
}
`, V{"a": g.rgTcID(), "b": g.an(32), "_req": g.uuid()}, "AuthFailure.SecretIdNotFound", "dnspod.tencentcloudapi.com")

	g.rgAdd("tencent-sms-java-credential", `
    public SendSmsResponse send(String phone, String code) throws TencentCloudSDKException {
        // 实例化一个认证对象，入参需要传入腾讯云账户 SecretId 和 SecretKey
        Credential cred = new Credential("«a»", "«b»");
        SmsClient client = new SmsClient(cred, "ap-guangzhou");
        SendSmsRequest req = new SendSmsRequest();
        req.setSmsSdkAppId("«_app»");
        req.setSignName("小鹿出行");
        req.setTemplateId("«_tpl»");
        req.setPhoneNumberSet(new String[]{"+86" + phone});
        req.setTemplateParamSet(new String[]{code, "5"});
        return client.SendSms(req);
    }
`, V{"a": g.rgTcID(), "b": g.an(32), "_app": "1400" + g.s(alDigit, 6), "_tpl": g.digits(7)}, `req.setSignName("小鹿出行")`)

	g.rgAdd("cos-nodejs-sts-server", `
// server/routes/sts.js —— 给小程序端签发 COS 临时密钥
const STS = require('qcloud-cos-sts');

const config = {
  secretId: process.env.SecretId || '«a»',
  secretKey: process.env.SecretKey || '«b»',
  durationSeconds: 1800,
  bucket: 'wxapp-upload-«_appid»',
  region: 'ap-shanghai',
  allowPrefix: 'user/*',
  allowActions: ['name/cos:PutObject', 'name/cos:PostObject'],
};
`, V{"a": g.rgTcID(), "b": g.an(32), "_appid": g.digits(10)}, "name/cos:PutObject", "allowPrefix: 'user/*'")

	g.rgAdd("tcr-docker-login-history", `
$ history | grep docker | tail -4
 1021  docker login ccr.ccs.tencentyun.com --username=«_uin»
 1022  docker login ccr.ccs.tencentyun.com --username=«_uin» -p «p»
 1023  docker tag game-gateway:1.8.3 ccr.ccs.tencentyun.com/fish-studio/game-gateway:1.8.3
 1024  docker push ccr.ccs.tencentyun.com/fish-studio/game-gateway:1.8.3
`, V{"_uin": "1000" + g.s(alDigit, 8), "p": g.pwURL()}, "ccr.ccs.tencentyun.com/fish-studio/game-gateway:1.8.3")

	g.rgAdd("hunyuan-openai-compatible-env", `
# 混元大模型（OpenAI 兼容接口）
HUNYUAN_BASE_URL=https://api.hunyuan.cloud.tencent.com/v1
HUNYUAN_API_KEY=«a»
HUNYUAN_MODEL=hunyuan-turbos-latest
`, V{"a": "sk-" + g.an(48)}, "https://api.hunyuan.cloud.tencent.com/v1", "hunyuan-turbos-latest")

	g.rgAdd("lighthouse-root-password-chat", `
[QQ群] 后端组
阿杰 21:03:11
轻量应用服务器 43.1xx 那台我重置了 root 密码，新的是 «p»  ，宝塔面板账号 admin / «q»
小唐 21:04:40
收到，我把 nginx 证书换一下
`, V{"p": g.pwStrong(), "q": g.pw()}, "宝塔面板账号 admin")

	g.rgAdd("tencent-cos-go-authorization-transport", `
	u, _ := url.Parse("https://photo-«_appid».cos.ap-beijing.myqcloud.com")
	b := &cos.BaseURL{BucketURL: u}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  "«a»", // 子账号 cos-rw
			SecretKey: "«b»",
		},
	})
`, V{"_appid": g.digits(10), "a": g.rgTcID(), "b": g.an(32)}, "cos.ap-beijing.myqcloud.com")
}

// ---- Huawei Cloud ----

func (g *G) rgHuawei() {
	g.rgAdd("obsutil-config-file", `
$ cat ~/.obsutilconfig
endpoint=https://obs.cn-north-4.myhuaweicloud.com
ak=«a»
sk=«b»
token=
akCrypto=
skCrypto=
tokenCrypto=
connectTimeout=30
socketTimeout=310
maxRetryCount=3
maxConnections=1000
defaultBigfileThreshold=52428800
defaultPartSize=auto
defaultParallels=5
sdkLogPath=
utilLogPath=
`, V{"a": g.rgHwAK(), "b": g.an(40)}, "endpoint=https://obs.cn-north-4.myhuaweicloud.com", "defaultBigfileThreshold=52428800")

	g.rgAdd("huawei-credentials-csv", `
$ cat ~/Downloads/credentials.csv
User Name,Access Key Id,Secret Access Key
devops_ci,«a»,«b»
`, V{"a": g.rgHwAK(), "b": g.an(40)}, "User Name,Access Key Id,Secret Access Key", "devops_ci")

	g.rgAdd("koocli-configure-set", `
$ hcloud configure set --cli-profile=prod --cli-mode=AKSK --cli-region=cn-south-1 --cli-access-key=«a» --cli-secret-key=«b» --cli-project-id=«_p»
配置成功
$ hcloud ECS ListServersDetails --cli-profile=prod --limit=2 --cli-query="servers[].{name:name,status:status}"
[
  {"name": "ecs-api-01", "status": "ACTIVE"},
  {"name": "ecs-api-02", "status": "ACTIVE"}
]
`, V{"a": g.rgHwAK(), "b": g.an(40), "_p": g.hex(32)}, "--cli-region=cn-south-1", "ecs-api-01")

	g.rgAdd("huaweicloudsdk-python-basic-credentials", `
from huaweicloudsdkcore.auth.credentials import BasicCredentials
from huaweicloudsdkecs.v2 import EcsClient, ListServersDetailsRequest
from huaweicloudsdkecs.v2.region.ecs_region import EcsRegion

ak = "«a»"
sk = "«b»"
project_id = "«_p»"

credentials = BasicCredentials(ak, sk, project_id)
client = EcsClient.new_builder() \
    .with_credentials(credentials) \
    .with_region(EcsRegion.value_of("ap-southeast-1")) \
    .build()
`, V{"a": g.rgHwAK(), "b": g.an(40), "_p": g.hex(32)}, `EcsRegion.value_of("ap-southeast-1")`)

	g.rgAdd("obs-java-client", `
        // 华为云 OBS，存放合同扫描件
        String endPoint = "https://obs.cn-east-3.myhuaweicloud.com";
        String ak = "«a»";
        String sk = "«b»";
        ObsClient obsClient = new ObsClient(ak, sk, endPoint);
        obsClient.putObject("contract-scan", objectKey, new File(localPath));
`, V{"a": g.rgHwAK(), "b": g.an(40)}, "contract-scan", "https://obs.cn-east-3.myhuaweicloud.com")

	g.rgAdd("huawei-iam-token-password-curl", `
$ curl -si -X POST https://iam.cn-north-4.myhuaweicloud.com/v3/auth/tokens -H 'Content-Type: application/json' -d '{
  "auth": {
    "identity": {
      "methods": ["password"],
      "password": {
        "user": {"domain": {"name": "hw«_d»"}, "name": "deploy", "password": "«p»"}
      }
    },
    "scope": {"project": {"name": "cn-north-4"}}
  }
}' | grep -i -e '^HTTP' -e x-subject-token
HTTP/1.1 201 Created
X-Subject-Token: «t»
`, V{"_d": g.digits(8), "p": g.pw(), "t": "MIIZ" + g.s(alB64U, 2400)}, "https://iam.cn-north-4.myhuaweicloud.com/v3/auth/tokens")

	g.rgAdd("swr-docker-login-command", `
# 控制台"生成长期有效登录指令"复制出来的：
docker login -u cn-east-3@«a» -p «b» swr.cn-east-3.myhuaweicloud.com
docker push swr.cn-east-3.myhuaweicloud.com/retail-platform/pos-sync:2.3.0
`, V{"a": g.rgHwAK(), "b": g.hex(64)}, "swr.cn-east-3.myhuaweicloud.com/retail-platform/pos-sync:2.3.0")

	g.rgAdd("terraform-huaweicloud-tfvars", `
# terraform.tfvars —— 已在 .gitignore 里？（并没有）
hw_region     = "cn-north-4"
hw_access_key = "«a»"
hw_secret_key = "«b»"
vpc_cidr      = "192.168.0.0/16"
cce_flavor    = "cce.s2.small"
`, V{"a": g.rgHwAK(), "b": g.an(40)}, `cce_flavor    = "cce.s2.small"`)

	g.rgAdd("obs-go-sdk-env-fallback", `
func newObs() (*obs.ObsClient, error) {
	ak := os.Getenv("HUAWEICLOUD_SDK_AK")
	sk := os.Getenv("HUAWEICLOUD_SDK_SK")
	if ak == "" {
		// 本地调试兜底
		ak, sk = "«a»", "«b»"
	}
	return obs.New(ak, sk, "https://obs.ap-southeast-3.myhuaweicloud.com")
}
`, V{"a": g.rgHwAK(), "b": g.an(40)}, `os.Getenv("HUAWEICLOUD_SDK_AK")`)
}

// ---- Baidu, Volcengine, Qiniu, UPYUN, JD Cloud, Kingsoft and others ----

func (g *G) rgChinaMore() {
	g.rgAdd("bce-python-bos-client", `
from baidubce.bce_client_configuration import BceClientConfiguration
from baidubce.auth.bce_credentials import BceCredentials
from baidubce.services.bos.bos_client import BosClient

bos_host = "gz.bcebos.com"
access_key_id = "«a»"
secret_access_key = "«b»"

config = BceClientConfiguration(credentials=BceCredentials(access_key_id, secret_access_key), endpoint=bos_host)
bos_client = BosClient(config)
print(bos_client.list_objects("video-transcode-out", max_keys=10))
`, V{"a": g.hex(32), "b": g.hex(32)}, "video-transcode-out", `bos_host = "gz.bcebos.com"`)

	g.rgAdd("baidu-ai-oauth-token-curl", `
$ curl -s "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=«a»&client_secret=«b»" | jq .
{
  "refresh_token": "«c»",
  "expires_in": 2592000,
  "session_key": "«d»",
  "access_token": "«e»",
  "scope": "public brain_all_scope brain_ocr_general_basic wise_adapt lebo_resource_base lightservice_public hetu_basic lightcms_map_poi kaidian_kaidian",
  "session_secret": "«f»"
}
`, V{"a": g.an(24), "b": g.an(32), "c": "25." + g.hex(32) + ".315360000." + g.rgUnix() + "." + g.digits(6) + "-" + g.digits(8),
		"d": "9mzdD" + g.s(alB64, 80), "e": "24." + g.hex(32) + ".2592000." + g.rgUnix() + "." + g.digits(6) + "-" + g.digits(8), "f": g.hex(32)},
		"brain_ocr_general_basic", `"expires_in": 2592000`)

	g.rgAdd("baidu-aip-ocr-python", `
from aip import AipOcr

""" 你的 APPID AK SK """
APP_ID = '«_app»'
API_KEY = '«a»'
SECRET_KEY = '«b»'

client = AipOcr(APP_ID, API_KEY, SECRET_KEY)

with open('invoice_0612.jpg', 'rb') as fp:
    result = client.basicAccurate(fp.read(), {"detect_direction": "true"})
`, V{"_app": g.digits(8), "a": g.an(24), "b": g.an(32)}, `""" 你的 APPID AK SK """`)

	g.rgAdd("qianfan-bearer-curl", `
$ curl -s https://qianfan.baidubce.com/v2/chat/completions \
    -H 'Content-Type: application/json' \
    -H 'Authorization: Bearer «a»' \
    -d '{"model":"ernie-4.0-8k","messages":[{"role":"user","content":"用一句话介绍一下杭州"}]}'
{"id":"as-«_id»","object":"chat.completion","created":«_t»,"model":"ernie-4.0-8k","choices":[{"index":0,"message":{"role":"assistant","content":"杭州是浙江省省会，以西湖闻名。"},"finish_reason":"stop"}]}
`, V{"a": "bce-v3/ALTAK-" + g.an(21) + "/" + g.hex(40), "_id": g.s(alLowNum, 10), "_t": g.rgUnix()}, "ernie-4.0-8k")

	g.rgAdd("baidu-map-server-ak-url-log", `
2024-06-03 09:12:44.901 INFO  [geo-worker-3] c.x.l.geo.BaiduGeocoder - GET https://api.map.baidu.com/geocoding/v3/?address=%E5%8C%97%E4%BA%AC%E5%B8%82%E6%B5%B7%E6%B7%80%E5%8C%BA%E4%B8%8A%E5%9C%B0%E5%8D%81%E8%A1%9710%E5%8F%B7&output=json&ak=«a»
2024-06-03 09:12:45.017 INFO  [geo-worker-3] c.x.l.geo.BaiduGeocoder - resp {"status":0,"result":{"location":{"lng":116.30776,"lat":40.05704},"precise":1,"confidence":80,"comprehension":100,"level":"门址"}}
`, V{"a": g.an(32)}, `"level":"门址"`, "c.x.l.geo.BaiduGeocoder")

	g.rgAdd("volcengine-cli-config-json", `
$ cat ~/.volcengine/config.json
{
    "current": "default",
    "profiles": {
        "default": {
            "name": "default",
            "mode": "ak",
            "access-key": "«a»",
            "secret-key": "«b»",
            "region": "cn-beijing",
            "endpoint": "",
            "session-token": "",
            "disable-ssl": false
        }
    },
    "enableColor": true
}
`, V{"a": "AKLT" + g.an(40), "b": "T" + g.an(55) + "=="}, `"region": "cn-beijing"`)

	g.rgAdd("volcengine-ark-openai-client", `
import os
from openai import OpenAI

# 火山方舟 ARK_API_KEY；模型填推理接入点 ID
client = OpenAI(
    base_url="https://ark.cn-beijing.volces.com/api/v3",
    api_key=os.environ.get("ARK_API_KEY", "«a»"),
)
completion = client.chat.completions.create(
    model="ep-«_ep»",
    messages=[{"role": "system", "content": "你是豆包，是由字节跳动开发的 AI 人工智能助手"}, {"role": "user", "content": "常见的十字花科植物有哪些？"}],
)
`, V{"a": g.uuid(), "_ep": "2024" + g.s(alDigit, 10) + "-" + g.s(alLowNum, 5)}, "https://ark.cn-beijing.volces.com/api/v3")

	g.rgAdd("volcengine-tos-python", `
import tos

ak = "«a»"
sk = "«b»"
endpoint = "tos-cn-guangzhou.volces.com"
region = "cn-guangzhou"
bucket_name = "douyin-mini-assets"

client = tos.TosClientV2(ak, sk, endpoint, region)
client.put_object_from_file(bucket_name, "cover/1001.png", "./cover/1001.png")
`, V{"a": "AKLT" + g.an(40), "b": "T" + g.an(55) + "=="}, "douyin-mini-assets", "tos-cn-guangzhou.volces.com")

	g.rgAdd("qiniu-qshell-account", `
$ qshell account «a» «b» qiniu-prod
$ qshell user ls
Name: qiniu-prod
AccessKey: «=ak»****************************
SecretKey: ****************************************
$ qshell listbkt2 cdn-images -o list.txt && wc -l list.txt
183402 list.txt
`, V{"a": g.b64u(40), "b": g.b64u(40), "=ak": g.b64u(6)}, "qshell listbkt2 cdn-images")

	g.rgAdd("qiniu-python-upload-token", `
>>> from qiniu import Auth
>>> access_key = '«a»'
>>> secret_key = '«b»'
>>> q = Auth(access_key, secret_key)
>>> q.upload_token('app-uploads', 'avatar/42.jpg', 3600)
'«c»'
`, V{"a": g.b64u(40), "b": g.b64u(40), "c": g.b64u(40) + ":" + g.b64u(28) + "=:" + b64raw(`{"scope":"app-uploads:avatar/42.jpg","deadline":`+g.rgUnix()+`}`)},
		"q.upload_token('app-uploads', 'avatar/42.jpg', 3600)")

	g.rgAdd("upyun-node-service", `
const upyun = require('upyun')

// 又拍云：服务名 / 操作员 / 操作员密码
const service = new upyun.Service('hb-static', 'deployer', '«p»')
const client = new upyun.Client(service)

client.putFile('/js/app.«_h».js', fs.createReadStream('dist/app.js')).then(ok => console.log('上传', ok))
`, V{"p": g.an(32), "_h": g.hex(8)}, "new upyun.Service('hb-static', 'deployer'")

	g.rgAdd("upx-login-session", `
$ upx login
ServiceName: hb-static
Operator: deployer
Password: 
$ upx sessions
> hb-static
$ cat ~/.upx.cfg | base64 -d 2>/dev/null | head -c 400
{"user_idx":0,"users":[{"bucket":"hb-static","username":"deployer","password":"«p»","cur_dir":"/"}]}
`, V{"p": g.an(32)}, `"username":"deployer"`)

	g.rgAdd("jdcloud-cli-configure", `
$ jdc configure add --profile jd-prod --access-key «a» --secret-key «b» --region-id cn-north-1
$ jdc configure show
profile   : jd-prod
access_key: «=ak»****************************
secret_key: ********************************
region_id : cn-north-1
endpoint  : www.jdcloud-api.com
scheme    : https
timeout   : 20
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32), "=ak": g.s(alHexU, 4)}, "endpoint  : www.jdcloud-api.com")

	g.rgAdd("kingsoft-ks3-python", `
from ks3.connection import Connection

ak = '«a»'
sk = '«b»'
# 金山云 KS3，北京区域
c = Connection(ak, sk, host='ks3-cn-beijing.ksyuncs.com', is_secure=True, domain_mode=False)
b = c.get_bucket('game-patch')
for k in b.list():
    print(k.name)
`, V{"a": "AKLT" + g.b64u(22), "b": g.s(alB64, 40)}, "ks3-cn-beijing.ksyuncs.com", "game-patch")

	g.rgAdd("jpush-master-secret-properties", `
# 极光推送
jpush.app-key=«_ak»
jpush.master-secret=«a»
jpush.apns-production=true
jpush.time-to-live=86400
`, V{"_ak": g.hex(24), "a": g.hex(24)}, "jpush.apns-production=true")

	g.rgAdd("zhipu-glm-key-in-notebook", `
In [3]: from zhipuai import ZhipuAI
   ...: client = ZhipuAI(api_key="«a»")  # 填写您自己的APIKey
   ...: response = client.chat.completions.create(model="glm-4-flash", messages=[{"role": "user", "content": "作为一名营销专家，请为我的产品创作一个吸引人的口号"}])
   ...: print(response.choices[0].message.content)
"智启未来，一触即达！"
`, V{"a": g.hex(32) + "." + g.an(16)}, `model="glm-4-flash"`)
}

// ---- WeChat Pay, mini-programs and official accounts ----

func (g *G) rgWeChat() {
	g.rgAdd("easywechat-payment-v2-config", `
<?php
// config/wechat.php
return [
    'payment' => [
        'default' => [
            'sandbox'    => env('WECHAT_PAYMENT_SANDBOX', false),
            'app_id'     => '«_app»',
            'mch_id'     => '«_mch»',
            'key'        => '«a»',   // API 密钥（v2）
            'cert_path'  => storage_path('cert/apiclient_cert.pem'),
            'key_path'   => storage_path('cert/apiclient_key.pem'),
            'notify_url' => 'https://api.xiaolu.cn/pay/wechat/notify',
        ],
    ],
];
`, V{"_app": g.rgWxAppID(), "_mch": g.digits(10), "a": g.an(32)}, "https://api.xiaolu.cn/pay/wechat/notify", "storage_path('cert/apiclient_key.pem')")

	g.rgAdd("wechatpay-go-v3-init", `
var (
	mchID                      string = "«_mch»"                                   // 商户号
	mchCertificateSerialNumber string = "«_sn»"           // 商户证书序列号
	mchAPIv3Key                string = "«a»"           // 商户APIv3密钥
)

func main() {
	mchPrivateKey, err := utils.LoadPrivateKeyWithPath("/etc/wxpay/apiclient_key.pem")
	if err != nil {
		log.Fatal("load merchant private key error")
	}
	ctx := context.Background()
	opts := []core.ClientOption{
		option.WithWechatPayAutoAuthCipher(mchID, mchCertificateSerialNumber, mchPrivateKey, mchAPIv3Key),
	}
	client, err := core.NewClient(ctx, opts...)
`, V{"_mch": g.digits(10), "_sn": g.s(alHexU, 40), "a": g.an(32)}, `utils.LoadPrivateKeyWithPath("/etc/wxpay/apiclient_key.pem")`)

	key := g.pkcs8RSAPEM()
	g.rgAdd("apiclient-key-pem-cat", `
$ ls /etc/wxpay/
apiclient_cert.p12  apiclient_cert.pem  apiclient_key.pem  证书使用说明.txt
$ openssl x509 -in /etc/wxpay/apiclient_cert.pem -noout -serial -subject
serial=«_sn»
subject=CN = «_mch», O = 微信商户系统, OU = 杭州云杉网络科技有限公司, C = CN
$ cat /etc/wxpay/apiclient_key.pem
«k»
`, V{"_sn": g.s(alHexU, 40), "_mch": g.digits(10), "k": key.block()}, "apiclient_cert.p12", "O = 微信商户系统")

	g.rgAdd("wechatpay-java-auto-cert-config", `
        Config config =
            new RSAAutoCertificateConfig.Builder()
                .merchantId("«_mch»")
                .privateKeyFromPath("/data/cert/apiclient_key.pem")
                .merchantSerialNumber("«_sn»")
                .apiV3Key("«a»")
                .build();
        JsapiServiceExtension service = new JsapiServiceExtension.Builder().config(config).build();
`, V{"_mch": g.digits(10), "_sn": g.s(alHexU, 40), "a": g.an(32)}, `.privateKeyFromPath("/data/cert/apiclient_key.pem")`)

	pk := g.pkcs8RSAPEM()
	g.rgAdd("wechatpayv3-python-inline-key", `
from wechatpayv3 import WeChatPay, WeChatPayType

MCHID = '«_mch»'
# 商户证书私钥（直接贴进来了，别学我）
PRIVATE_KEY = '''«k»'''
CERT_SERIAL_NO = '«_sn»'
APIV3_KEY = '«a»'
APPID = '«_app»'
NOTIFY_URL = 'https://shop.example.cn/notify'

wxpay = WeChatPay(wechatpay_type=WeChatPayType.NATIVE, mchid=MCHID, private_key=PRIVATE_KEY,
                  cert_serial_no=CERT_SERIAL_NO, apiv3_key=APIV3_KEY, appid=APPID, notify_url=NOTIFY_URL)
`, V{"_mch": g.digits(10), "k": pk.block(), "_sn": g.s(alHexU, 40), "a": g.an(32), "_app": g.rgWxAppID()}, "WeChatPayType.NATIVE")

	g.rgAdd("wxpay-v2-sign-debug-log", `
[2024-06-08 20:31:02] local.DEBUG: 统一下单 stringA=appid=«_app»&body=会员年卡&mch_id=«_mch»&nonce_str=«_n»&notify_url=https://m.xiaolu.cn/pay/notify&out_trade_no=«_o»&spbill_create_ip=10.2.3.4&total_fee=19800&trade_type=JSAPI
[2024-06-08 20:31:02] local.DEBUG: stringSignTemp=appid=«_app»&body=会员年卡&mch_id=«_mch»&nonce_str=«_n»&notify_url=https://m.xiaolu.cn/pay/notify&out_trade_no=«_o»&spbill_create_ip=10.2.3.4&total_fee=19800&trade_type=JSAPI&key=«a»
[2024-06-08 20:31:02] local.DEBUG: sign=«_s»
[2024-06-08 20:31:03] local.ERROR: 微信返回: <xml><return_code><![CDATA[FAIL]]></return_code><return_msg><![CDATA[签名错误，请检查后再试]]></return_msg></xml>
`, V{"_app": g.rgWxAppID(), "_mch": g.digits(10), "_n": g.an(32), "_o": "VIP" + g.digits(16), "a": g.an(32), "_s": g.s(alHexU, 32)}, "签名错误，请检查后再试")

	g.rgAdd("miniprogram-jscode2session-log", `
2024-06-05T11:02:18.334+08:00 [auth] GET https://api.weixin.qq.com/sns/jscode2session?appid=«_app»&secret=«a»&js_code=«_c»&grant_type=authorization_code
2024-06-05T11:02:18.402+08:00 [auth] wx resp: {"session_key":"«b»","openid":"«_o»","unionid":"«_u»"}
2024-06-05T11:02:18.405+08:00 [auth] login ok uid=88213
`, V{"_app": g.rgWxAppID(), "a": g.hex(32), "_c": g.an(32), "b": g.b64(16), "_o": "o" + g.b64u(27), "_u": "o" + g.b64u(27)}, "grant_type=authorization_code", "uid=88213")

	g.rgAdd("wx-cgi-token-curl", `
$ curl -s "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=«_app»&secret=«a»"
{"access_token":"«b»","expires_in":7200}
$ curl -s -X POST "https://api.weixin.qq.com/cgi-bin/menu/create?access_token=«b»" -d @menu.json
{"errcode":0,"errmsg":"ok"}
`, V{"_app": g.rgWxAppID(), "a": g.hex(32), "b": g.digits(2) + "_" + g.s(alAlnum+"-_", 134)}, `{"errcode":0,"errmsg":"ok"}`)

	g.rgAdd("wxjava-mp-application-yml", `
wx:
  mp:
    use-redis: true
    redis-config:
      host: 127.0.0.1
      port: 6379
    configs:
      - appId: «_app» # 公众号 appid
        secret: «a» # 公众号 appsecret
        token: «b» # 接口配置里的 Token 值
        aesKey: «c» # 接口配置里的 EncodingAESKey 值
`, V{"_app": g.rgWxAppID(), "a": g.hex(32), "b": g.an(20), "c": g.an(43)}, "use-redis: true")

	g.rgAdd("wxjava-miniapp-properties", `
wx.miniapp.configs[0].appid=«_app»
wx.miniapp.configs[0].secret=«a»
wx.miniapp.configs[0].token=«b»
wx.miniapp.configs[0].aesKey=«c»
wx.miniapp.configs[0].msgDataFormat=JSON
`, V{"_app": g.rgWxAppID(), "a": g.hex(32), "b": g.an(16), "c": g.an(43)}, "msgDataFormat=JSON")

	g.rgAdd("wechat-open-login-dotenv", `
# 网站应用微信登录（开放平台）
WECHAT_OPEN_APP_ID=«_app»
WECHAT_OPEN_APP_SECRET=«a»
WECHAT_OPEN_REDIRECT_URI=https://www.yunshan.cn/auth/wechat/callback
# 公众号
WECHAT_OFFICIAL_ACCOUNT_APPID=«_app2»
WECHAT_OFFICIAL_ACCOUNT_SECRET=«b»
`, V{"_app": g.rgWxAppID(), "a": g.hex(32), "_app2": g.rgWxAppID(), "b": g.hex(32)}, "https://www.yunshan.cn/auth/wechat/callback")

	g.rgAdd("wxpay-apiv3-key-reset-chat", `
[钉钉] 财务-刘姐 16:40
商户平台那边 APIv3 密钥我按你说的重新设置了
«a»
原来的 API 密钥（v2）也改了：«b»
证书序列号 «_sn» 没变
[钉钉] 后端-阿文 16:42
好的 我更新到 KMS，顺便把群消息撤回吧
`, V{"a": g.an(32), "b": g.an(32), "_sn": g.s(alHexU, 40)}, "顺便把群消息撤回吧")

	g.rgAdd("miniprogram-cloudfunction-hardcoded", `
// cloudfunctions/getPhone/index.js
const cloud = require('wx-server-sdk')
const axios = require('axios')
cloud.init({ env: cloud.DYNAMIC_CURRENT_ENV })

const APPID = '«_app»'
const APPSECRET = '«a»'

exports.main = async (event) => {
  const { data } = await axios.get(ˋhttps://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${APPID}&secret=${APPSECRET}ˋ)
  return data
}
`, V{"_app": g.rgWxAppID(), "a": g.hex(32)}, "cloud.DYNAMIC_CURRENT_ENV")

	g.rgAdd("wxpay-notify-decrypt-log", `
[wxpay-notify] headers: Wechatpay-Serial=«_ws» Wechatpay-Timestamp=«_ts» Wechatpay-Nonce=«_n»
[wxpay-notify] body: {"id":"«_id»","create_time":"2024-06-08T20:31:40+08:00","resource_type":"encrypt-resource","event_type":"TRANSACTION.SUCCESS","summary":"支付成功","resource":{"original_type":"transaction","algorithm":"AEAD_AES_256_GCM","ciphertext":"«_ct»","associated_data":"transaction","nonce":"«_rn»"}}
[wxpay-notify] decrypt ok: out_trade_no=VIP«_o» transaction_id=«_tx» trade_state=SUCCESS
`, V{"_ws": g.s(alHexU, 40), "_ts": g.rgUnix(), "_n": g.an(32), "_id": g.uuid(), "_ct": g.b64(180), "_rn": g.an(12), "_o": g.digits(16), "_tx": "4200" + g.digits(24)},
		"AEAD_AES_256_GCM", "TRANSACTION.SUCCESS")
}

// ---- Alipay ----

func (g *G) rgAlipay() {
	g.rgAdd("alipay-java-config", `
        AlipayConfig alipayConfig = new AlipayConfig();
        alipayConfig.setServerUrl("https://openapi.alipay.com/gateway.do");
        alipayConfig.setAppId("«_app»");
        alipayConfig.setPrivateKey("«a»");
        alipayConfig.setFormat("json");
        alipayConfig.setAlipayPublicKey("«_pub»");
        alipayConfig.setCharset("UTF-8");
        alipayConfig.setSignType("RSA2");
        AlipayClient alipayClient = new DefaultAlipayClient(alipayConfig);
`, V{"_app": "2021" + g.s(alDigit, 12), "a": g.rgRSAOneLine(), "_pub": g.rgRSAPub()}, "https://openapi.alipay.com/gateway.do")

	g.rgAdd("alipay-node-sdk-inline", `
import { AlipaySdk } from 'alipay-sdk';

// 沙箱环境
export const alipaySdk = new AlipaySdk({
  appId: '«_app»',
  privateKey: '«a»',
  alipayPublicKey: '«_pub»',
  gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
  keyType: 'PKCS8',
});
`, V{"_app": "9021" + g.s(alDigit, 12), "a": g.rgRSAOneLine(), "_pub": g.rgRSAPub()}, "https://openapi-sandbox.dl.alipaydev.com/gateway.do")

	rk := g.rsaPEM()
	g.rgAdd("python-alipay-sdk-pem-strings", `
from alipay import AliPay

app_private_key_string = """«k»"""

alipay_public_key_string = """-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----"""

alipay = AliPay(
    appid="«_app»",
    app_notify_url=None,
    app_private_key_string=app_private_key_string,
    alipay_public_key_string=alipay_public_key_string,
    sign_type="RSA2",
    debug=False,
)
`, V{"k": rk.block(), "_pub": wrap(g.rgRSAPub(), 64), "_app": "2021" + g.s(alDigit, 12)}, `sign_type="RSA2"`)

	g.rgAdd("alipay-spring-properties", `
# 支付宝
alipay.app-id=«_app»
alipay.merchant-private-key=«a»
alipay.alipay-public-key=«_pub»
alipay.encrypt-key=«b»
alipay.notify-url=https://pay.yunshan.cn/alipay/notify
alipay.return-url=https://www.yunshan.cn/order/success
alipay.gateway-url=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
`, V{"_app": "2021" + g.s(alDigit, 12), "a": g.rgRSAOneLine(), "_pub": g.rgRSAPub(), "b": g.b64(16)}, "alipay.sign-type=RSA2")

	g.rgAdd("alipay-easysdk-php-options", `
function getOptions()
{
    $options = new Config();
    $options->protocol = 'https';
    $options->gatewayHost = 'openapi.alipay.com';
    $options->signType = 'RSA2';
    $options->appId = '«_app»';
    // 为避免私钥随源码泄露，推荐从文件中读取私钥字符串而不是写入源码中
    $options->merchantPrivateKey = '«a»';
    $options->alipayPublicKey = '«_pub»';
    $options->notifyUrl = "https://www.example.cn/alipay/notify.php";
    $options->encryptKey = "«b»";
    return $options;
}
`, V{"_app": "2021" + g.s(alDigit, 12), "a": g.rgRSAOneLine(), "_pub": g.rgRSAPub(), "b": g.b64(16)}, "$options->gatewayHost = 'openapi.alipay.com';")

	g.rgAdd("alipay-keytool-txt-chat", `
[微信] 王总 10:05
支付宝开放平台密钥工具生成的两个文件我发群里了，"应用公钥2048.txt"已经上传到开放平台了
[微信] 王总 10:05
应用私钥2048.txt:
«a»
[微信] 小赵 10:07
收到。王总这个私钥以后别发群里，我私聊发你一个加密的方式
`, V{"a": g.rgRSAOneLine()}, "应用公钥2048.txt")

	g.rgAdd("gopay-alipay-client", `
	// 初始化支付宝客户端
	//    appid：应用ID
	//    privateKey：应用私钥，支持PKCS1和PKCS8
	//    isProd：是否是正式环境
	client, err := alipay.NewClient("«_app»", "«a»", true)
	if err != nil {
		xlog.Error(err)
		return
	}
	client.SetLocation(alipay.LocationShanghai).SetCharset(alipay.UTF8).SetSignType(alipay.RSA2).SetNotifyUrl("https://api.xiaolu.cn/alipay/notify")
`, V{"_app": "2021" + g.s(alDigit, 12), "a": g.rgRSAOneLine()}, "alipay.LocationShanghai")
}

// ---- DingTalk, Feishu/Lark, WeCom ----

func (g *G) rgWorkChat() {
	g.rgAdd("dingtalk-robot-sign-python", `
import time, hmac, hashlib, base64, urllib.parse, requests

timestamp = str(round(time.time() * 1000))
secret = '«a»'
secret_enc = secret.encode('utf-8')
string_to_sign = '{}\n{}'.format(timestamp, secret)
hmac_code = hmac.new(secret_enc, string_to_sign.encode('utf-8'), digestmod=hashlib.sha256).digest()
sign = urllib.parse.quote_plus(base64.b64encode(hmac_code))

webhook = 'https://oapi.dingtalk.com/robot/send?access_token=«b»&timestamp=%s&sign=%s' % (timestamp, sign)
requests.post(webhook, json={"msgtype": "text", "text": {"content": "【发布】order-svc v1.14.2 已上线"}})
`, V{"a": "SEC" + g.hex(64), "b": g.hex(64)}, "【发布】order-svc v1.14.2 已上线")

	g.rgAdd("prometheus-webhook-dingtalk-config", `
## prometheus-webhook-dingtalk config.yml
templates:
  - contrib/templates/legacy/template.tmpl

targets:
  ops:
    url: https://oapi.dingtalk.com/robot/send?access_token=«a»
    # secret for signature
    secret: «b»
  dba:
    url: https://oapi.dingtalk.com/robot/send?access_token=«c»
    mention:
      mobiles: ['156xxxx8827']
`, V{"a": g.hex(64), "b": "SEC" + g.hex(64), "c": g.hex(64)}, "contrib/templates/legacy/template.tmpl")

	g.rgAdd("dingtalk-gettoken-curl", `
$ curl -s 'https://oapi.dingtalk.com/gettoken?appkey=«_k»&appsecret=«a»'
{"errcode":0,"access_token":"«b»","errmsg":"ok","expires_in":7200}
$ curl -s -X POST 'https://oapi.dingtalk.com/topapi/v2/user/get?access_token=«b»' -d '{"userid":"manager«_u»"}' | jq .result.name
"张伟"
`, V{"_k": "ding" + g.s(alLowNum, 16), "a": g.b64u(64), "b": g.hex(32), "_u": g.digits(4)}, `"张伟"`)

	g.rgAdd("dingtalk-stream-java-credential", `
        OpenDingTalkClient client = OpenDingTalkStreamClientBuilder
                .custom()
                .credential(new AuthClientCredential("«_k»", "«a»"))
                .registerCallbackListener("/v1.0/im/bot/messages/get", new ChatBotCallbackListener())
                .build();
        client.start();
`, V{"_k": "ding" + g.s(alLowNum, 16), "a": g.b64u(64)}, "/v1.0/im/bot/messages/get")

	g.rgAdd("feishu-webhook-curl-signed", `
$ timestamp=$(date +%s)
$ secret='«a»'
$ sign=$(printf '%s\n%s' "$timestamp" "$secret" | openssl dgst -sha256 -hmac '' -binary | base64)   # 不对，签名是用 "timestamp\nsecret" 做 key 对空串 HMAC
$ curl -X POST -H "Content-Type: application/json" \
  -d "{\"timestamp\":\"$timestamp\",\"sign\":\"$sign\",\"msg_type\":\"text\",\"content\":{\"text\":\"构建失败：web-admin #1284\"}}" \
  https://open.feishu.cn/open-apis/bot/v2/hook/«b»
{"code":19021,"data":{},"msg":"sign match fail or timestamp is not within one hour from current time"}
`, V{"a": g.an(22), "b": g.uuid()}, "sign match fail or timestamp is not within one hour from current time")

	g.rgAdd("feishu-app-dotenv", `
# 飞书自建应用「周报助手」
FEISHU_APP_ID=«_id»
FEISHU_APP_SECRET=«a»
FEISHU_VERIFICATION_TOKEN=«b»
FEISHU_ENCRYPT_KEY=«c»
FEISHU_BASE_URL=https://open.feishu.cn
`, V{"_id": "cli_" + g.hex(16), "a": g.an(32), "b": g.an(32), "c": g.an(32)}, "FEISHU_BASE_URL=https://open.feishu.cn")

	g.rgAdd("feishu-tenant-access-token-response", `
$ curl -s -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal \
    -H 'Content-Type: application/json; charset=utf-8' \
    -d '{"app_id":"«_id»","app_secret":"«a»"}'
{"code":0,"expire":7200,"msg":"ok","tenant_access_token":"«b»"}
`, V{"_id": "cli_" + g.hex(16), "a": g.an(32), "b": "t-g" + g.s(alAlnum, 4) + g.hex(36)}, "/open-apis/auth/v3/tenant_access_token/internal")

	g.rgAdd("lark-go-sdk-client-japanese", `
// Lark（日本リージョン）の社内アプリ。シークレットは後で Secret Manager に移す
var client = lark.NewClient("«_id»", "«a»",
	lark.WithOpenBaseUrl(lark.LarkBaseUrl),
	lark.WithLogLevel(larkcore.LogLevelDebug),
	lark.WithReqTimeout(3*time.Second),
)
`, V{"_id": "cli_" + g.hex(16), "a": g.an(32)}, "lark.WithOpenBaseUrl(lark.LarkBaseUrl)")

	g.rgAdd("wecom-gettoken-curl", `
$ curl -s "https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=«_c»&corpsecret=«a»"
{"errcode":0,"errmsg":"ok","access_token":"«b»","expires_in":7200}
$ curl -s "https://qyapi.weixin.qq.com/cgi-bin/agent/get?access_token=«b»&agentid=«_ag»" | jq -r .name
审批助手
`, V{"_c": "ww" + g.hex(16), "a": g.b64u(43), "b": g.b64u(214), "_ag": "10000" + g.s(alDigit, 2)}, "审批助手")

	g.rgAdd("wecom-robot-webhook-shell", `
#!/bin/bash
# 磁盘告警 -> 企业微信群机器人
USAGE=$(df -h / | awk 'NR==2{print $5}' | tr -d '%')
if [ "$USAGE" -gt 85 ]; then
  curl -s 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«a»' \
    -H 'Content-Type: application/json' \
    -d "{\"msgtype\":\"markdown\",\"markdown\":{\"content\":\"<font color=\\\"warning\\\">$(hostname)</font> 根分区使用率 ${USAGE}%\"}}"
fi
`, V{"a": g.uuid()}, "根分区使用率")

	g.rgAdd("wecom-callback-config-yml", `
wecom:
  corp-id: «_c»
  apps:
    - agent-id: «_ag»
      name: 审批回调
      secret: «a»
      token: «b»
      aes-key: «c»
      callback-url: https://oa.yunshan.cn/wecom/callback
`, V{"_c": "ww" + g.hex(16), "_ag": "10000" + g.s(alDigit, 2), "a": g.b64u(43), "b": g.an(15), "c": g.an(43)}, "https://oa.yunshan.cn/wecom/callback")

	g.rgAdd("grafana-contactpoint-dingding", `
apiVersion: 1
contactPoints:
  - orgId: 1
    name: 钉钉-值班群
    receivers:
      - uid: «_uid»
        type: dingding
        settings:
          url: https://oapi.dingtalk.com/robot/send?access_token=«a»
          msgType: markdown
          message: '{{ template "default.message" . }}'
        disableResolveMessage: false
`, V{"_uid": g.s(alLowNum, 14), "a": g.hex(64)}, "name: 钉钉-值班群")

	g.rgAdd("gha-feishu-notify-hardcoded", `
      - name: 通知飞书
        if: always()
        run: |
          curl -sS -X POST https://open.feishu.cn/open-apis/bot/v2/hook/«a» \
            -H 'Content-Type: application/json' \
            -d '{"msg_type":"text","content":{"text":"${{ github.repository }} ${{ job.status }} by ${{ github.actor }}"}}'
`, V{"a": g.uuid()}, "${{ github.repository }} ${{ job.status }}")

	g.rgAdd("feishu-sign-secret-chat", `
@李雷 机器人我加到"线上告警"群了，开了签名校验，密钥：«a»
webhook 地址：https://open.feishu.cn/open-apis/bot/v2/hook/«b»
IP 白名单没开，先这样
`, V{"a": g.an(22), "b": g.uuid()}, "IP 白名单没开")

	g.rgAdd("dingtalk-jenkins-groovy", `
pipeline {
    agent any
    environment {
        DING_TOKEN  = '«a»'
        DING_SECRET = '«b»'
    }
    post {
        failure {
            dingtalk (
                robot: 'jenkins-robot',
                type: 'MARKDOWN',
                title: "构建失败 ${env.JOB_NAME}",
                text: ["### ${env.JOB_NAME} #${env.BUILD_NUMBER} 失败", "- 分支: ${env.BRANCH_NAME}"]
            )
        }
    }
}
`, V{"a": g.hex(64), "b": "SEC" + g.hex(64)}, "robot: 'jenkins-robot'")
}

// ---- LINE, Kakao, Naver, NHN, Sakura and Korean and Japanese payments ----

func (g *G) rgKoreaJapan() {
	g.rgAdd("line-bot-sdk-node-config", `
'use strict';

const line = require('@line/bot-sdk');
const express = require('express');

// LINE Developers コンソールの「Messaging API設定」からコピー
const config = {
  channelAccessToken: '«a»',
  channelSecret: '«b»',
};

const app = express();
app.post('/callback', line.middleware(config), (req, res) => {
  Promise.all(req.body.events.map(handleEvent)).then((result) => res.json(result));
});
`, V{"a": g.s(alB64, 171) + "=", "b": g.hex(32)}, "Messaging API設定")

	g.rgAdd("line-dotenv-channel", `
# LINE公式アカウント @«_basic»
LINE_CHANNEL_ID=«_cid»
LINE_CHANNEL_SECRET=«a»
LINE_CHANNEL_ACCESS_TOKEN=«b»
LIFF_ID=«_cid»-«_liff»
`, V{"_basic": g.s(alLowNum, 8), "_cid": g.digits(10), "a": g.hex(32), "b": g.s(alB64, 171) + "=", "_liff": g.an(8)}, "LINE公式アカウント")

	g.rgAdd("line-push-curl-bearer", `
$ curl -v -X POST https://api.line.me/v2/bot/message/push \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer «a»' \
  -H 'X-Line-Retry-Key: «_rk»' \
  -d '{"to": "U«_u»","messages":[{"type":"text","text":"ご予約ありがとうございます。6月14日 19:00 でお待ちしております。"}]}'
< HTTP/2 200
< x-line-request-id: «_req»
{"sentMessages":[{"id":"«_mid»","quoteToken":"«_qt»"}]}
`, V{"a": g.s(alB64, 171) + "=", "_rk": g.uuid(), "_u": g.hex(32), "_req": g.uuid(), "_mid": g.digits(18), "_qt": g.b64u(120)}, "https://api.line.me/v2/bot/message/push")

	g.rgAdd("line-stateless-token-v3", `
$ curl -s -X POST https://api.line.me/oauth2/v3/token \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  --data-urlencode 'grant_type=client_credentials' \
  --data-urlencode 'client_id=«_cid»' \
  --data-urlencode 'client_secret=«a»'
{"token_type":"Bearer","access_token":"«b»","expires_in":900}
`, V{"_cid": g.digits(10), "a": g.hex(32), "b": g.jwt("HS256", `{"iss":"`+g.digits(10)+`","sub":"`+g.digits(10)+`","exp":`+g.rgUnix()+`,"iat":`+g.rgUnix()+`}`)}, "https://api.line.me/oauth2/v3/token")

	g.rgAdd("line-notify-deploy-script", `
#!/usr/bin/env bash
set -euo pipefail
# デプロイ完了を LINE Notify で通知（2025/3 でサービス終了予定なので Messaging API に移行すること）
LINE_NOTIFY_TOKEN="«a»"
curl -s -X POST -H "Authorization: Bearer ${LINE_NOTIFY_TOKEN}" \
  -F "message=[本番] $(git rev-parse --short HEAD) のデプロイが完了しました" \
  https://notify-api.line.me/api/notify
`, V{"a": g.an(43)}, "https://notify-api.line.me/api/notify")

	g.rgAdd("line-bot-sdk-python-v3", `
from linebot.v3 import WebhookHandler
from linebot.v3.messaging import Configuration, ApiClient, MessagingApi

configuration = Configuration(access_token='«a»')
handler = WebhookHandler('«b»')

@app.route("/callback", methods=['POST'])
def callback():
    signature = request.headers['X-Line-Signature']
    body = request.get_data(as_text=True)
    handler.handle(body, signature)
    return 'OK'
`, V{"a": g.s(alB64, 171) + "=", "b": g.hex(32)}, "request.headers['X-Line-Signature']")

	g.rgAdd("kakao-local-search-kakaoak", `
$ curl -s -G "https://dapi.kakao.com/v2/local/search/address.json" \
    -H "Authorization: KakaoAK «a»" \
    --data-urlencode "query=서울 강남구 테헤란로 152" | jq '.documents[0].address_name'
"서울 강남구 역삼동 737"
`, V{"a": g.hex(32)}, "서울 강남구 역삼동 737")

	g.rgAdd("kakao-login-token-response-log", `
[2024-06-12 14:20:11] INFO  OAuthController - 카카오 토큰 발급 응답: {"token_type":"bearer","access_token":"«a»","expires_in":21599,"refresh_token":"«b»","refresh_token_expires_in":5183999,"scope":"account_email profile_image profile_nickname"}
[2024-06-12 14:20:11] INFO  OAuthController - 회원 조회 kakaoId=«_id» → 신규 가입
`, V{"a": g.b64u(54), "b": g.b64u(54), "_id": g.digits(10)}, "refresh_token_expires_in", "신규 가입")

	g.rgAdd("kakao-keys-env-with-js-key", `
# 카카오 developers > 내 애플리케이션 > 앱 키
NEXT_PUBLIC_KAKAO_JS_KEY=«_js»        # 프론트에서 Kakao.init() 용 (도메인 제한 걸려 있음)
KAKAO_REST_API_KEY=«a»
KAKAO_ADMIN_KEY=«b»                  # 절대 클라이언트에 노출 금지
KAKAO_CLIENT_SECRET=«c»
KAKAO_REDIRECT_URI=https://shop.hanbit.kr/oauth/kakao/callback
`, V{"_js": g.hex(32), "a": g.hex(32), "b": g.hex(32), "c": g.an(32)}, "https://shop.hanbit.kr/oauth/kakao/callback")

	g.rgAdd("ncloud-configure-prompts", `
$ ncloud configure
set [DEFAULT]'s configuration.
Ncloud Access Key ID []: «a»
Ncloud Secret Access Key []: «b»
Ncloud API URL (default:https://ncloud.apigw.ntruss.com) []: 
$ cat ~/.ncloud/configure
[DEFAULT]
ncloud_access_key_id = «a»
ncloud_secret_access_key = «b»
ncloud_api_url = https://ncloud.apigw.ntruss.com
`, V{"a": g.s(alAlnum, 20), "b": g.an(40)}, "ncloud_api_url = https://ncloud.apigw.ntruss.com")

	g.rgAdd("naver-maps-geocode-headers", `
    # 네이버 클라우드 Maps Geocoding
    headers = {
        "X-NCP-APIGW-API-KEY-ID": "«_id»",
        "X-NCP-APIGW-API-KEY": "«a»",
    }
    r = requests.get("https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode",
                     params={"query": "분당구 불정로 6"}, headers=headers, timeout=5)
`, V{"_id": g.s(alLowNum, 10), "a": g.an(40)}, "분당구 불정로 6")

	g.rgAdd("naver-developers-papago-client", `
import os, urllib.request

client_id = "«_id»"  # 개발자센터에서 발급받은 Client ID 값
client_secret = "«a»"  # 개발자센터에서 발급받은 Client Secret 값
encText = urllib.parse.quote("반갑습니다")
url = "https://openapi.naver.com/v1/search/blog?query=" + encText
request = urllib.request.Request(url)
request.add_header("X-Naver-Client-Id", client_id)
request.add_header("X-Naver-Client-Secret", client_secret)
`, V{"_id": g.an(20), "a": g.an(10)}, `request.add_header("X-Naver-Client-Secret", client_secret)`)

	g.rgAdd("nhn-cloud-sms-curl", `
$ curl -s -X POST "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/«_ak»/sender/sms" \
    -H "Content-Type: application/json;charset=UTF-8" \
    -H "X-Secret-Key: «a»" \
    -d '{"body":"[한빛몰] 인증번호 [482913]를 입력해주세요.","sendNo":"15880000","recipientList":[{"recipientNo":"01012345678"}]}'
{"header":{"resultCode":0,"resultMessage":"SUCCESS","isSuccessful":true},"body":{"data":{"requestId":"«_req»","statusCode":"2"}}}
`, V{"_ak": g.an(16), "a": g.an(8), "_req": "2024" + g.s(alDigit, 16) + g.an(7)}, "api-sms.cloud.toast.com")

	g.rgAdd("nhn-object-storage-token-json", `
$ cat nhn-token-request.json
{
  "auth": {
    "tenantId": "«_t»",
    "passwordCredentials": {
      "username": "ops@hanbit.kr",
      "password": "«p»"
    }
  }
}
$ curl -s -X POST https://api-identity-infrastructure.nhncloudservice.com/v2.0/tokens -H 'Content-Type: application/json' -d @nhn-token-request.json | jq -r .access.token.id
«t»
`, V{"_t": g.hex(32), "p": g.pwStrong(), "t": "gAAAAABm" + g.b64u(176)}, "ops@hanbit.kr", "api-identity-infrastructure.nhncloudservice.com")

	g.rgAdd("usacloud-config-json", `
$ cat ~/.usacloud/default/config.json
{
	"AccessToken": "«a»",
	"AccessTokenSecret": "«b»",
	"Zone": "is1a",
	"DefaultOutputType": "table",
	"NoColor": false
}
$ usacloud server list --zone is1a
+---+--------------+-----------+--------+---------------+
| # |      ID      |   Name    | Zone   | InstanceStatus|
+---+--------------+-----------+--------+---------------+
| 1 | «_sid» | web-prod-1 | is1a   | up            |
+---+--------------+-----------+--------+---------------+
`, V{"a": g.uuid(), "b": g.an(64), "_sid": g.digits(12)}, `"Zone": "is1a"`, "web-prod-1")

	g.rgAdd("sakura-terraform-env-japanese-chat", `
田中 10:14
さくらのクラウドの API キー発行しました。権限は「作成・削除」まで付けてます
SAKURACLOUD_ACCESS_TOKEN=«a»
SAKURACLOUD_ACCESS_TOKEN_SECRET=«b»
SAKURACLOUD_ZONE=tk1b
terraform の backend は石狩のオブジェクトストレージで
佐藤 10:16
ありがとうございます！シークレットは 1Password に入れておきます 🙏
`, V{"a": g.uuid(), "b": g.an(64)}, "SAKURACLOUD_ZONE=tk1b")

	g.rgAdd("toss-payments-confirm-basic", `
// 결제 승인 API — 시크릿 키 뒤에 콜론(:)을 붙여서 base64 인코딩
const secretKey = "«a»";
const encryptedSecretKey = "Basic " + Buffer.from(secretKey + ":").toString("base64");

const response = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
  method: "POST",
  headers: { Authorization: encryptedSecretKey, "Content-Type": "application/json" },
  body: JSON.stringify({ orderId, amount, paymentKey }),
});
`, V{"a": "live_gsk_" + g.an(28)}, "https://api.tosspayments.com/v1/payments/confirm")

	g.rgAdd("portone-iamport-rest-keys", `
# 포트원(구 아임포트) V1 REST API
IMP_CODE=imp«_c»
IMP_KEY=«a»
IMP_SECRET=«b»
`, V{"_c": g.digits(8), "a": g.digits(16), "b": g.an(80)}, "포트원(구 아임포트) V1 REST API")

	g.rgAdd("payjp-ruby-initializer", `
# config/initializers/payjp.rb
# 本番キー。テスト時は sk_test_ を使うこと
Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY', '«a»')
Payjp.open_timeout = 30
Payjp.read_timeout = 90
PAYJP_PUBLIC_KEY = '«_pk»'
`, V{"a": "sk_live_" + g.hex(48), "_pk": "pk_live_" + g.hex(24)}, "Payjp.open_timeout = 30")
}

// ---- Yandex, VK, Mail.ru, Selectel ----

func (g *G) rgRussia() {
	g.rgAdd("yc-config-list", `
$ yc config list
token: «a»
cloud-id: «_c»
folder-id: «_f»
compute-default-zone: ru-central1-a
$ yc compute instance list --format table
+----------------------+-----------+---------------+---------+--------------+-------------+
|          ID          |   NAME    |    ZONE ID    | STATUS  | EXTERNAL IP  | INTERNAL IP |
+----------------------+-----------+---------------+---------+--------------+-------------+
| «_i» | gitlab-01 | ru-central1-a | RUNNING | 158.160.2.17 | 10.128.0.4  |
+----------------------+-----------+---------------+---------+--------------+-------------+
`, V{"a": g.rgYcOAuth(), "_c": g.rgYcID("b1g"), "_f": g.rgYcID("b1g"), "_i": g.rgYcID("fhm")}, "compute-default-zone: ru-central1-a", "gitlab-01")

	saKey := g.pkcs8RSAPEM()
	keyID := g.rgYcID("aje")
	g.rgAdd("yc-config-yaml-profiles", `
$ cat ~/.config/yandex-cloud/config.yaml
current: sa-terraform
profiles:
  default:
    token: «a»
    cloud-id: «_c»
    folder-id: «_f»
    compute-default-zone: ru-central1-b
  sa-terraform:
    service-account-key:
      id: «_k»
      service_account_id: «_sa»
      created_at: "«_t»"
      key_algorithm: RSA_2048
      private_key: |
        PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID <«_k»>
        «pk»
    folder-id: «_f»
`, V{"a": g.rgYcOAuth(), "_c": g.rgYcID("b1g"), "_f": g.rgYcID("b1g"), "_k": keyID, "_sa": g.rgYcID("aje"), "_t": g.rgISO(),
		"pk": strings.ReplaceAll(saKey.block(), "\n", "\n        ")}, "PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID")

	g.rgAdd("yc-iam-create-token-curl", `
$ export IAM_TOKEN=$(yc iam create-token)
$ echo $IAM_TOKEN
«a»
$ curl -s -H "Authorization: Bearer ${IAM_TOKEN}" \
    "https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds" | jq -r '.clouds[].name'
cloud-romashka
`, V{"a": g.rgYcIAM()}, "cloud-romashka")

	g.rgAdd("yc-access-key-create-output", `
$ yc iam access-key create --service-account-name s3-backup --description "для restic"
access_key:
  id: «_id»
  service_account_id: «_sa»
  created_at: "«_t»"
  description: для restic
  key_id: «a»
secret: «b»
`, V{"_id": g.rgYcID("aje"), "_sa": g.rgYcID("aje"), "_t": g.rgISO(), "a": "YCAJE" + g.b64u(20), "b": "YCM" + g.b64u(37)}, "--service-account-name s3-backup")

	yk := g.pkcs8RSAPEM()
	yid := g.rgYcID("aje")
	g.rgAdd("yc-authorized-key-json", `
$ yc iam key create --service-account-name k8s-deployer --output key.json && cat key.json
{
   "id": "«_id»",
   "service_account_id": "«_sa»",
   "created_at": "«_t»",
   "key_algorithm": "RSA_2048",
   "public_key": "-----BEGIN PUBLIC KEY-----\n«_pub»\n-----END PUBLIC KEY-----\n",
   "private_key": "PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID <«_id»>\n«k»\n"
}
`, V{"_id": yid, "_sa": g.rgYcID("aje"), "_t": g.rgISO(), "_pub": jsonEsc(wrap(g.rgRSAPub(), 64)), "k": jsonEsc(yk.block())}, "k8s-deployer")

	g.rgAdd("yc-api-key-create-output", `
$ yc iam api-key create --service-account-name gpt-bot
api_key:
  id: «_id»
  service_account_id: «_sa»
  created_at: "«_t»"
  scope: yc.ai.foundationModels.execute
secret: «a»
`, V{"_id": g.rgYcID("aje"), "_sa": g.rgYcID("aje"), "_t": g.rgISO(), "a": "AQVN" + g.b64u(36)}, "yc.ai.foundationModels.execute")

	g.rgAdd("yandexgpt-curl-api-key", `
$ curl -s -X POST https://llm.api.cloud.yandex.net/foundationModels/v1/completion \
  -H "Content-Type: application/json" \
  -H "Authorization: Api-Key «a»" \
  -H "x-folder-id: «_f»" \
  -d '{"modelUri":"gpt://«_f»/yandexgpt-lite","completionOptions":{"stream":false,"temperature":0.6,"maxTokens":"2000"},"messages":[{"role":"user","text":"Напиши короткое поздравление с днём рождения коллеге"}]}'
`, V{"a": "AQVN" + g.b64u(36), "_f": g.rgYcID("b1g")}, "yandexgpt-lite")

	g.rgAdd("aws-credentials-yandex-object-storage", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

$ cat ~/.aws/config
[default]
region = ru-central1
endpoint_url = https://storage.yandexcloud.net
$ aws s3 ls s3://romashka-backups/pg/ | tail -2
2024-06-10 03:00:12  812331288 base_00000001000000A3000000C1.tar.zst
2024-06-11 03:00:09  813002117 base_00000001000000A3000000E7.tar.zst
`, V{"a": "YCAJE" + g.b64u(20), "b": "YCM" + g.b64u(37)}, "https://storage.yandexcloud.net", "s3://romashka-backups/pg/")

	g.rgAdd("terraform-yandex-provider-russian", `
terraform {
  required_providers {
    yandex = {
      source = "yandex-cloud/yandex"
    }
  }
}

provider "yandex" {
  # временно, потом перенесём в переменные окружения YC_TOKEN
  token     = "«a»"
  cloud_id  = "«_c»"
  folder_id = "«_f»"
  zone      = "ru-central1-a"
}
`, V{"a": g.rgYcOAuth(), "_c": g.rgYcID("b1g"), "_f": g.rgYcID("b1g")}, `source = "yandex-cloud/yandex"`)

	g.rgAdd("yandex-disk-oauth-curl", `
$ curl -s -H "Authorization: OAuth «a»" "https://cloud-api.yandex.net/v1/disk/resources?path=disk:/Бэкапы&limit=3" | jq -r '._embedded.items[].name'
1c_buh_2024-06-09.zip
1c_buh_2024-06-10.zip
1c_buh_2024-06-11.zip
`, V{"a": g.rgYcOAuth()}, "1c_buh_2024-06-11.zip")

	g.rgAdd("vk-api-python-group-bot", `
import vk_api
from vk_api.bot_longpoll import VkBotLongPoll, VkBotEventType

GROUP_ID = «_g»
# ключ доступа сообщества (Управление → Работа с API)
TOKEN = "«a»"

vk_session = vk_api.VkApi(token=TOKEN)
longpoll = VkBotLongPoll(vk_session, GROUP_ID)
for event in longpoll.listen():
    if event.type == VkBotEventType.MESSAGE_NEW:
        print("Новое сообщение:", event.obj.message["text"])
`, V{"_g": g.digits(9), "a": "vk1.a." + g.b64u(200)}, "Управление → Работа с API")

	g.rgAdd("vk-callback-api-settings", `
VK_CALLBACK_CONFIRMATION = "«_conf»"   # строка, которую должен вернуть сервер
VK_CALLBACK_SECRET = "«a»"          # "Секретный ключ" в настройках Callback API
VK_GROUP_TOKEN = "«b»"
VK_API_VERSION = "5.199"
`, V{"_conf": g.hex(8), "a": g.pw(), "b": "vk1.a." + g.b64u(200)}, `VK_API_VERSION = "5.199"`)

	g.rgAdd("vk-api-url-in-error-log", `
[2024-06-14 12:01:55,203] ERROR poster: wall.post failed
requests.exceptions.HTTPError: 500 Server Error for url: https://api.vk.com/method/wall.post?owner_id=-«_g»&from_group=1&message=%D0%9D%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8&access_token=«a»&v=5.199
`, V{"_g": g.digits(9), "a": "vk1.a." + g.b64u(200)}, "wall.post failed")

	g.rgAdd("vk-id-oauth-dotenv", `
# VK ID (бывш. авторизация через Mail.ru / VK)
VK_CLIENT_ID=«_id»
VK_CLIENT_SECRET=«a»
VK_SERVICE_TOKEN=«b»
VK_REDIRECT_URI=https://lk.romashka.ru/auth/vk/callback
`, V{"_id": g.digits(8), "a": g.an(20), "b": g.hex(64) + g.hex(7)}, "https://lk.romashka.ru/auth/vk/callback")

	g.rgAdd("vk-cloud-openrc", `
#!/usr/bin/env bash
# скачано из VK Cloud: Настройки проекта → API-доступ → openrc v3
export OS_AUTH_URL="https://infra.mail.ru:35357/v3/"
export OS_PROJECT_ID="«_p»"
export OS_REGION_NAME="RegionOne"
export OS_USER_DOMAIN_NAME="users"
export OS_USERNAME="devops@romashka.ru"
# echo "Please enter your OpenStack Password for project $OS_PROJECT_ID as user $OS_USERNAME: "
# read -sr OS_PASSWORD_INPUT
export OS_PASSWORD="«p»"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
`, V{"_p": g.hex(32), "p": g.pwStrong()}, "https://infra.mail.ru:35357/v3/", "devops@romashka.ru")

	g.rgAdd("mailru-smtp-django-settings", `
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.mail.ru"
EMAIL_PORT = 465
EMAIL_USE_SSL = True
EMAIL_HOST_USER = "noreply@romashka.ru"
EMAIL_HOST_PASSWORD = "«a»"  # пароль для внешнего приложения, не от почты!
DEFAULT_FROM_EMAIL = EMAIL_HOST_USER
`, V{"a": g.an(20)}, `EMAIL_HOST = "smtp.mail.ru"`, "noreply@romashka.ru")

	g.rgAdd("selectel-dns-x-token", `
$ curl -s -H "X-Token: «a»" https://api.selectel.ru/domains/v1/ | jq -r '.[].name'
romashka.ru
romashka-shop.ru
`, V{"a": g.an(29) + "_" + g.digits(6)}, "https://api.selectel.ru/domains/v1/")

	g.rgAdd("selectel-s3-rclone-conf", `
$ cat ~/.config/rclone/rclone.conf
[selectel]
type = s3
provider = Other
access_key_id = «a»
secret_access_key = «b»
endpoint = s3.ru-1.storage.selcloud.ru
region = ru-1
acl = private
`, V{"a": g.hex(32), "b": g.hex(32)}, "endpoint = s3.ru-1.storage.selcloud.ru")

	g.rgAdd("telegram-chat-yandex-token-russian", `
Дмитрий, [14.06.2024 18:22]
Кинь OAuth-токен для yc, мой протух

Алексей, [14.06.2024 18:25]
держи, это от общего аккаунта ci-robot@yandex.ru: «a»
только не коммить его, как в прошлый раз 🙃
`, V{"a": g.rgYcOAuth()}, "ci-robot@yandex.ru")
}

// ---- Hetzner, OVHcloud, Scaleway, IONOS ----

func (g *G) rgEurope() {
	g.rgAdd("hcloud-cli-toml", `
$ cat ~/.config/hcloud/cli.toml
active_context = "kunde-prod"

[[contexts]]
  name = "kunde-prod"
  token = "«a»"

[[contexts]]
  name = "kunde-staging"
  token = "«b»"
`, V{"a": g.an(64), "b": g.an(64)}, `active_context = "kunde-prod"`)

	g.rgAdd("hcloud-token-shell-history", `
$ history | tail -5
  501  export HCLOUD_TOKEN=«a»
  502  hcloud server list
  503  hcloud server create --name k3s-worker-4 --type cx32 --image ubuntu-24.04 --location fsn1 --ssh-key laptop
  504  hcloud firewall apply-to-resource fw-k3s --type server --server k3s-worker-4
  505  history | tail -5
`, V{"a": g.an(64)}, "hcloud server create --name k3s-worker-4")

	g.rgAdd("hetzner-robot-webservice-curl", `
$ curl -s -u '#ws+«_u»:«p»' https://robot-ws.your-server.de/server | jq '.[].server | {server_ip, server_name, product, dc}'
{
  "server_ip": "«_ip»",
  "server_name": "db-master",
  "product": "AX102",
  "dc": "FSN1-DC14"
}
`, V{"_u": g.an(8), "p": g.pwStrong(), "_ip": fmt.Sprintf("88.99.%d.%d", g.r.IntN(256), g.r.IntN(256))}, "https://robot-ws.your-server.de/server", "FSN1-DC14")

	g.rgAdd("hetzner-dns-api-token-curl", `
$ curl -s "https://dns.hetzner.com/api/v1/zones" -H 'Auth-API-Token: «a»' | jq -r '.zones[] | [.id, .name, .records_count] | @tsv'
«_z1»	beispiel-gmbh.de	14
«_z2»	beispiel-shop.de	9
`, V{"a": g.an(32), "_z1": g.an(22), "_z2": g.an(22)}, "beispiel-gmbh.de")

	g.rgAdd("hetzner-storagebox-rclone", `
$ cat ~/.config/rclone/rclone.conf
[storagebox]
type = sftp
host = u«_n».your-storagebox.de
user = u«_n»
port = 23
pass = «a»
shell_type = unix
md5sum_command = md5 -r
sha1sum_command = sha1 -r
`, V{"_n": g.digits(6), "a": g.b64u(43)}, "shell_type = unix", "md5sum_command = md5 -r")

	g.rgAdd("cert-manager-hetzner-secret-german", `
# Secret für den cert-manager Webhook (DNS-01 über Hetzner DNS)
# TODO: durch SealedSecret ersetzen!
apiVersion: v1
kind: Secret
metadata:
  name: hetzner-secret
  namespace: cert-manager
type: Opaque
stringData:
  api-key: «a»
`, V{"a": g.an(32)}, "name: hetzner-secret", "durch SealedSecret ersetzen!")

	g.rgAdd("ovh-conf-file", `
$ cat ~/.ovh.conf
[default]
; general configuration: default endpoint
endpoint=ovh-eu

[ovh-eu]
; configuration specific to 'ovh-eu' endpoint
application_key=«a»
application_secret=«b»
consumer_key=«c»
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "; configuration specific to 'ovh-eu' endpoint")

	g.rgAdd("python-ovh-client-french", `
import ovh

# Clés créées sur https://eu.api.ovh.com/createToken/ (droits GET/POST sur /domain/*)
client = ovh.Client(
    endpoint='ovh-eu',
    application_key='«a»',
    application_secret='«b»',
    consumer_key='«c»',
)
print(client.get('/domain/zone/mon-site.fr/record', fieldType='A'))
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "https://eu.api.ovh.com/createToken/", "/domain/zone/mon-site.fr/record")

	g.rgAdd("ovh-consumer-key-request-output", `
$ python3 get_ck.py
Please visit https://eu.api.ovh.com/auth/?credentialToken=«=t» to authenticate
and press Enter to continue...
Welcome Jean
Btw, your 'consumerKey' is '«a»'
`, V{"=t": g.hex(64), "a": g.an(32)}, "Welcome Jean")

	g.rgAdd("ovh-terraform-envrc-french", `
# .envrc — provider OVH + backend S3 (Object Storage GRA)
export OVH_ENDPOINT=ovh-eu
export OVH_APPLICATION_KEY=«a»
export OVH_APPLICATION_SECRET=«b»
export OVH_CONSUMER_KEY=«c»
export AWS_ACCESS_KEY_ID=«d»
export AWS_SECRET_ACCESS_KEY=«e»
# endpoint du bucket d'état : https://s3.gra.io.cloud.ovh.net
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32), "d": g.hex(32), "e": g.hex(32)}, "https://s3.gra.io.cloud.ovh.net")

	g.rgAdd("ovh-public-cloud-openrc", `
#!/bin/bash
# OpenStack API v3 — fichier téléchargé depuis le Manager OVHcloud (Users & Roles)
export OS_AUTH_URL=https://auth.cloud.ovh.net/v3
export OS_IDENTITY_API_VERSION=3
export OS_USER_DOMAIN_NAME=${OS_USER_DOMAIN_NAME:-"Default"}
export OS_PROJECT_DOMAIN_NAME=${OS_PROJECT_DOMAIN_NAME:-"Default"}
export OS_TENANT_ID=«_t»
export OS_TENANT_NAME="«_tn»"
export OS_USERNAME="user-«_u»"
export OS_PASSWORD="«p»"
export OS_REGION_NAME="GRA11"
`, V{"_t": g.hex(32), "_tn": g.digits(16), "_u": g.an(12), "p": g.an(32)}, "https://auth.cloud.ovh.net/v3", `OS_REGION_NAME="GRA11"`)

	g.rgAdd("scw-config-yaml", `
$ cat ~/.config/scw/config.yaml
access_key: «a»
secret_key: «b»
default_organization_id: «_o»
default_project_id: «_p»
default_region: fr-par
default_zone: fr-par-2
send_telemetry: false
profiles:
  nl:
    default_region: nl-ams
    default_zone: nl-ams-1
`, V{"a": "SCW" + g.s(alUpNum, 17), "b": g.uuid(), "_o": g.uuid(), "_p": g.uuid()}, "default_zone: fr-par-2")

	g.rgAdd("scw-iam-api-key-create", `
$ scw iam api-key create application-id=«_app» description="gitlab-ci"
AccessKey          «a»
SecretKey          «b»
ApplicationID      «_app»
Description        gitlab-ci
CreatedAt          now
UpdatedAt          now
DefaultProjectID   «_p»
Editable           true
CreationIP         -
`, V{"_app": g.uuid(), "a": "SCW" + g.s(alUpNum, 17), "b": g.uuid(), "_p": g.uuid()}, "Description        gitlab-ci")

	g.rgAdd("scw-registry-docker-login", `
$ docker login rg.fr-par.scw.cloud/atelier -u nologin --password «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push rg.fr-par.scw.cloud/atelier/api:2024.06.3
`, V{"a": g.uuid()}, "rg.fr-par.scw.cloud/atelier/api:2024.06.3")

	g.rgAdd("ionosctl-token-generate", `
$ ionosctl token generate --ttl 1h
«a»
$ export IONOS_TOKEN=$(ionosctl token generate)
$ ionosctl datacenter list --cols Name,Location,State
Name          Location   State
shop-prod     de/fra     AVAILABLE
shop-staging  de/txl     AVAILABLE
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"ionoscloud","iat":%s,"client":"USER","identity":{"contractNumber":%s,"role":"owner","regDomain":"ionos.de","reseller":false,"uuid":"%s","privileges":["DATA_CENTER_CREATE","SNAPSHOT_CREATE"],"isParent":false},"exp":%s}`, g.rgUnix(), g.digits(8), g.uuid(), g.rgUnix()))},
		"shop-staging  de/txl")

	g.rgAdd("ionos-dns-api-x-api-key", `
# IONOS Developer API (DNS) — Schlüssel = Public Prefix + "." + Secret
$ curl -s -X GET "https://api.hosting.ionos.com/dns/v1/zones" \
    -H "accept: application/json" \
    -H "X-API-Key: «a»"
[{"name":"musterbau-gmbh.de","id":"«_id»","type":"NATIVE"}]
`, V{"a": g.hex(32) + "." + g.b64u(86), "_id": g.uuid()}, "https://api.hosting.ionos.com/dns/v1/zones", "musterbau-gmbh.de")

	g.rgAdd("ionos-terraform-tfvars-german", `
# terraform.tfvars – NICHT einchecken (steht in .gitignore)
ionos_username = "technik@musterbau-gmbh.de"
ionos_password = "«p»"
datacenter_location = "de/fra"
k8s_version = "1.29.5"
`, V{"p": g.pw()}, "technik@musterbau-gmbh.de", `datacenter_location = "de/fra"`)

	g.rgAdd("hetzner-token-slack-german", `
Jonas Becker  09:41
Hier der Hetzner Cloud API-Token fürs Projekt "kunde-prod" (Lesen & Schreiben):
«a»
Bitte in Vault unter secret/infra/hcloud ablegen und danach die Nachricht löschen, danke!
`, V{"a": g.an(64)}, "secret/infra/hcloud", "kunde-prod")
}

// ---- payments: Latin America, India, Africa, Turkey, Southeast Asia ----

func (g *G) rgPayments() {
	g.rgAdd("mercadopago-node-sdk-spanish", `
import { MercadoPagoConfig, Preference } from 'mercadopago';

// Credenciales de producción (Tus integraciones > Credenciales)
const client = new MercadoPagoConfig({
  accessToken: '«a»',
  options: { timeout: 5000 },
});

const preference = new Preference(client);
const res = await preference.create({
  body: { items: [{ id: 'plan-anual', title: 'Plan anual', quantity: 1, unit_price: 24999, currency_id: 'ARS' }] },
});
`, V{"a": g.rgMP("APP_USR")}, "Tus integraciones > Credenciales", "currency_id: 'ARS'")

	g.rgAdd("mercadopago-dotenv-public-and-secret", `
# Mercado Pago — Brasil
MP_PUBLIC_KEY=APP_USR-«_pk»
MP_ACCESS_TOKEN=«a»
MP_WEBHOOK_SECRET=«b»
MP_NOTIFICATION_URL=https://api.lojadoze.com.br/webhooks/mercadopago
`, V{"_pk": g.uuid(), "a": g.rgMP("APP_USR"), "b": g.hex(64)}, "https://api.lojadoze.com.br/webhooks/mercadopago")

	g.rgAdd("mercadopago-curl-test-token-portuguese", `
# testando pagamento via Pix no sandbox
$ curl -s -X POST https://api.mercadopago.com/v1/payments \
  -H 'Authorization: Bearer «a»' \
  -H 'X-Idempotency-Key: «_idem»' \
  -H 'Content-Type: application/json' \
  -d '{"transaction_amount":49.9,"description":"Assinatura mensal","payment_method_id":"pix","payer":{"email":"test_user_«_u»@testuser.com"}}' | jq '{id, status, status_detail}'
{
  "id": «_pid»,
  "status": "pending",
  "status_detail": "pending_waiting_transfer"
}
`, V{"a": g.rgMP("TEST"), "_idem": g.uuid(), "_u": g.digits(9), "_pid": g.digits(11)}, "pending_waiting_transfer")

	g.rgAdd("mercadopago-oauth-marketplace-response", `
$ curl -s -X POST https://api.mercadopago.com/oauth/token -d "client_id=«_cid»&client_secret=«a»&grant_type=authorization_code&code=TG-«_code»&redirect_uri=https://marketplace.tiendita.mx/mp/callback"
{
  "access_token": "«b»",
  "token_type": "Bearer",
  "expires_in": 15552000,
  "scope": "offline_access read write",
  "user_id": «_uid»,
  "refresh_token": "«c»",
  "public_key": "APP_USR-«_pk»",
  "live_mode": true
}
`, V{"_cid": g.digits(16), "a": g.an(32), "_code": g.hex(24) + "-" + g.digits(9), "b": g.rgMP("APP_USR"), "_uid": g.digits(10), "c": "TG-" + g.hex(24) + "-" + g.digits(9), "_pk": g.uuid()},
		"offline_access read write")

	g.rgAdd("mercadopago-django-settings-portuguese", `
# settings/prod.py
MERCADOPAGO = {
    # token de produção da conta da loja (não usar o de teste aqui)
    "ACCESS_TOKEN": "«a»",
    "PUBLIC_KEY": "APP_USR-«_pk»",
    "STATEMENT_DESCRIPTOR": "LOJADOZE",
}
sdk = mercadopago.SDK(MERCADOPAGO["ACCESS_TOKEN"])
`, V{"a": g.rgMP("APP_USR"), "_pk": g.uuid()}, `"STATEMENT_DESCRIPTOR": "LOJADOZE"`)

	g.rgAdd("pagseguro-laravel-env", `
PAGSEGURO_ENV=production
PAGSEGURO_EMAIL=financeiro@lojadoze.com.br
PAGSEGURO_TOKEN=«a»
PAGSEGURO_NOTIFICATION_URL=https://lojadoze.com.br/pagseguro/notificacao
`, V{"a": g.s(alHexU, 32)}, "financeiro@lojadoze.com.br", "PAGSEGURO_ENV=production")

	g.rgAdd("pagbank-orders-curl", `
$ curl -s -X POST https://api.pagseguro.com/orders \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d @pedido-1042.json | jq '.id, .charges[0].status'
"ORDE_«_o»"
"PAID"
`, V{"a": g.uuid() + g.hex(64), "_o": strings.ToUpper(g.uuid())}, "@pedido-1042.json")

	g.rgAdd("razorpay-node-instance", `
const Razorpay = require('razorpay');

// key_id is public (used in checkout.js), key_secret must stay on the server
const instance = new Razorpay({
  key_id: '«_k»',
  key_secret: '«a»',
});

const order = await instance.orders.create({ amount: 49900, currency: 'INR', receipt: 'rcpt_«_r»' });
`, V{"_k": "rzp_live_" + g.an(14), "a": g.an(24), "_r": g.digits(6)}, "currency: 'INR'")

	g.rgAdd("razorpay-curl-basic-orders", `
$ curl -s -u «_k»:«a» -X POST https://api.razorpay.com/v1/orders \
    -H "content-type: application/json" \
    -d '{"amount": 50000, "currency": "INR", "receipt": "qwsaq1"}'
{"amount":50000,"amount_due":50000,"amount_paid":0,"attempts":0,"created_at":«_t»,"currency":"INR","entity":"order","id":"order_«_o»","notes":[],"offer_id":null,"receipt":"qwsaq1","status":"created"}
`, V{"_k": "rzp_test_" + g.an(14), "a": g.an(24), "_t": g.rgUnix(), "_o": g.an(14)}, "https://api.razorpay.com/v1/orders")

	g.rgAdd("razorpay-python-webhook-hindi", `
client = razorpay.Client(auth=("«_k»", "«a»"))

# वेबहुक सीक्रेट डैशबोर्ड में सेट किया है, यहाँ से बदलें नहीं
RAZORPAY_WEBHOOK_SECRET = "«b»"

def verify(body: bytes, signature: str) -> None:
    client.utility.verify_webhook_signature(body.decode(), signature, RAZORPAY_WEBHOOK_SECRET)
`, V{"_k": "rzp_live_" + g.an(14), "a": g.an(24), "b": g.pwStrong()}, "client.utility.verify_webhook_signature")

	g.rgAdd("paytm-checksum-java", `
        JSONObject body = new JSONObject();
        body.put("requestType", "Payment");
        body.put("mid", "«_mid»");
        body.put("websiteName", "DEFAULT");
        body.put("orderId", orderId);
        body.put("callbackUrl", "https://securegw.paytm.in/theia/paytmCallback?ORDER_ID=" + orderId);

        /* checksum that we need to generate */
        String checksum = PaytmChecksum.generateSignature(body.toString(), "«a»");
`, V{"_mid": g.s(alAlnum, 20), "a": g.s(alAlnum+"#@&%_!", 16)}, "https://securegw.paytm.in/theia/paytmCallback?ORDER_ID=")

	g.rgAdd("paytm-env-file", `
PAYTM_ENVIRONMENT=production
PAYTM_MERCHANT_ID=«_mid»
PAYTM_MERCHANT_KEY=«a»
PAYTM_MERCHANT_WEBSITE=DEFAULT
PAYTM_CHANNEL=WEB
PAYTM_INDUSTRY_TYPE=Retail
`, V{"_mid": g.s(alAlnum, 20), "a": g.s(alAlnum+"#@&%_!", 16)}, "PAYTM_INDUSTRY_TYPE=Retail")

	g.rgAdd("paystack-initialize-curl", `
$ curl -s https://api.paystack.co/transaction/initialize \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{ "email": "ada@naija-mart.ng", "amount": "500000" }'
{
  "status": true,
  "message": "Authorization URL created",
  "data": {
    "authorization_url": "https://checkout.paystack.com/«_ac»",
    "access_code": "«_ac»",
    "reference": "«_ref»"
  }
}
`, V{"a": "sk_live_" + g.hex(40), "_ac": g.s(alLowNum, 15), "_ref": g.s(alLowNum, 10)}, "Authorization URL created", "ada@naija-mart.ng")

	g.rgAdd("paystack-node-server-fallback", `
// routes/payments.js
const PAYSTACK_SECRET = process.env.PAYSTACK_SECRET_KEY || '«a»'; // TODO remove fallback before go-live
const PAYSTACK_PUBLIC = '«_pk»';

router.post('/webhook', express.raw({ type: 'application/json' }), (req, res) => {
  const hash = crypto.createHmac('sha512', PAYSTACK_SECRET).update(req.body).digest('hex');
  if (hash !== req.headers['x-paystack-signature']) return res.sendStatus(401);
  res.sendStatus(200);
});
`, V{"a": "sk_live_" + g.hex(40), "_pk": "pk_live_" + g.hex(40)}, "req.headers['x-paystack-signature']")

	g.rgAdd("flutterwave-dotenv", `
FLW_PUBLIC_KEY=«_pk»
FLW_SECRET_KEY=«a»
FLW_ENCRYPTION_KEY=«b»
FLW_SECRET_HASH=«c»
FLW_REDIRECT_URL=https://shop.kibanda.co.ke/payments/flutterwave/return
`, V{"_pk": "FLWPUBK-" + g.hex(32) + "-X", "a": "FLWSECK-" + g.hex(32) + "-X", "b": g.hex(24), "c": g.pw()}, "https://shop.kibanda.co.ke/payments/flutterwave/return")

	g.rgAdd("flutterwave-php-curl", `
$curl = curl_init();
curl_setopt_array($curl, array(
  CURLOPT_URL => "https://api.flutterwave.com/v3/payments",
  CURLOPT_RETURNTRANSFER => true,
  CURLOPT_CUSTOMREQUEST => "POST",
  CURLOPT_POSTFIELDS => json_encode($payload),
  CURLOPT_HTTPHEADER => array(
    "Authorization: Bearer «a»",
    "Content-Type: application/json"
  ),
));
$response = curl_exec($curl);
`, V{"a": "FLWSECK_TEST-" + g.hex(32) + "-X"}, "https://api.flutterwave.com/v3/payments")

	g.rgAdd("mpesa-daraja-oauth-curl", `
$ curl -s -X GET 'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' \
    -H 'Authorization: Basic «a»'
{"access_token":"«b»","expires_in":"3599"}
`, V{"a": b64s(g.an(48) + ":" + g.an(64)), "b": g.an(28)}, "grant_type=client_credentials")

	g.rgAdd("mpesa-daraja-python-config", `
# mpesa/config.py — Lipa Na M-Pesa Online (STK push)
MPESA_ENVIRONMENT = "production"
MPESA_CONSUMER_KEY = "«a»"
MPESA_CONSUMER_SECRET = "«b»"
MPESA_SHORTCODE = "«_sc»"
MPESA_PASSKEY = "«c»"
MPESA_CALLBACK_URL = "https://api.kibanda.co.ke/mpesa/callback"
`, V{"a": g.an(48), "b": g.an(64), "_sc": g.digits(6), "c": g.hex(64)}, "Lipa Na M-Pesa Online (STK push)")

	g.rgAdd("mpesa-stk-node-password", `
const shortcode = '«_sc»';
const passkey = '«a»';
const timestamp = moment().format('YYYYMMDDHHmmss');
const password = Buffer.from(shortcode + passkey + timestamp).toString('base64');

await axios.post('https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest', {
  BusinessShortCode: shortcode, Password: password, Timestamp: timestamp,
  TransactionType: 'CustomerPayBillOnline', Amount: 1, PartyA: phone, PartyB: shortcode,
  PhoneNumber: phone, CallBackURL: 'https://api.kibanda.co.ke/mpesa/callback', AccountReference: 'Kibanda', TransactionDesc: 'Order',
}, { headers: { Authorization: ˋBearer ${token}ˋ } });
`, V{"_sc": g.digits(6), "a": g.hex(64)}, "CustomerPayBillOnline")

	g.rgAdd("iyzico-java-options-turkish", `
        // iyzico sandbox bilgileri — canlıya geçince değiştirilecek
        Options options = new Options();
        options.setApiKey("«a»");
        options.setSecretKey("«b»");
        options.setBaseUrl("https://sandbox-api.iyzipay.com");

        CreatePaymentRequest request = new CreatePaymentRequest();
        request.setLocale(Locale.TR.getValue());
        request.setConversationId("«_c»");
        request.setPrice(new BigDecimal("1.0"));
`, V{"a": "sandbox-" + g.an(32), "b": "sandbox-" + g.an(32), "_c": g.digits(9)}, "https://sandbox-api.iyzipay.com")

	g.rgAdd("iyzico-laravel-env-turkish", `
# Ödeme altyapısı (canlı)
IYZICO_BASE_URL=https://api.iyzipay.com
IYZICO_API_KEY=«a»
IYZICO_SECRET_KEY=«b»
IYZICO_CALLBACK_URL=https://www.ornekmagaza.com.tr/odeme/sonuc
`, V{"a": g.an(32), "b": g.an(32)}, "https://www.ornekmagaza.com.tr/odeme/sonuc")

	g.rgAdd("iyzico-node-client", `
const Iyzipay = require('iyzipay');

const iyzipay = new Iyzipay({
    apiKey: '«a»',
    secretKey: '«b»',
    uri: 'https://api.iyzipay.com'
});
`, V{"a": g.an(32), "b": g.an(32)}, "uri: 'https://api.iyzipay.com'")

	g.rgAdd("vnpay-appsettings-vietnamese", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Vnpay": {
    "TmnCode": "«_t»",
    "HashSecret": "«a»",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "Version": "2.1.0",
    "Command": "pay",
    "CurrCode": "VND",
    "Locale": "vn",
    "ReturnUrl": "https://cuahang.vn/thanh-toan/ket-qua"
  }
}
`, V{"_t": g.s(alUpNum, 8), "a": g.s(alUpNum, 32)}, "https://cuahang.vn/thanh-toan/ket-qua")

	g.rgAdd("momo-python-vietnamese", `
# Thông tin tích hợp MoMo (môi trường production) — KHÔNG commit file này
endpoint = "https://payment.momo.vn/v2/gateway/api/create"
partnerCode = "«_pc»"
accessKey = "«a»"
secretKey = "«b»"
orderInfo = "Thanh toán đơn hàng #10293"
redirectUrl = "https://cuahang.vn/momo/return"
ipnUrl = "https://api.cuahang.vn/momo/ipn"
`, V{"_pc": "MOMO" + g.s(alUpNum, 12), "a": g.an(16), "b": g.an(32)}, "Thanh toán đơn hàng #10293")

	g.rgAdd("midtrans-php-config-indonesian", `
<?php
// Konfigurasi Midtrans (production). Server key JANGAN dipakai di frontend.
\Midtrans\Config::$serverKey = '«a»';
\Midtrans\Config::$clientKey = '«_ck»';
\Midtrans\Config::$isProduction = true;
\Midtrans\Config::$isSanitized = true;
\Midtrans\Config::$is3ds = true;
`, V{"a": "Mid-server-" + g.b64u(24), "_ck": "Mid-client-" + g.b64u(16)}, `\Midtrans\Config::$isProduction = true;`)

	g.rgAdd("xendit-env-indonesian", `
# Xendit — kunci rahasia (Settings > API Keys), hanya untuk backend
XENDIT_SECRET_KEY=«a»
XENDIT_PUBLIC_KEY=«_pk»
XENDIT_CALLBACK_TOKEN=«b»
`, V{"a": "xnd_production_" + g.an(60), "_pk": "xnd_public_production_" + g.an(60), "b": g.an(48)}, "hanya untuk backend")

	g.rgAdd("conekta-ruby-spanish", `
# config/initializers/conekta.rb
# Llave privada de producción (Panel Conekta > Desarrolladores > API Keys)
Conekta.api_key = "«a»"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
`, V{"a": "key_" + g.an(27)}, `Conekta.api_version = "2.1.0"`)
}

// ---- look-alikes: ids, names, public keys and signatures ----

func (g *G) rgBenign() {
	g.rgAdd("benign-aliyun-describe-instances", `
$ aliyun ecs DescribeInstances --RegionId cn-hangzhou --PageSize 1
{
	"Instances": {
		"Instance": [
			{
				"InstanceId": "i-bp1«_i»",
				"InstanceName": "k8s-node-«_n»",
				"ZoneId": "cn-hangzhou-h",
				"VpcAttributes": {"VpcId": "vpc-bp1«_v»", "VSwitchId": "vsw-bp1«_s»", "PrivateIpAddress": {"IpAddress": ["172.16.8.41"]}},
				"ImageId": "aliyun_3_x64_20G_alibase_20240528.vhd",
				"Status": "Running"
			}
		]
	},
	"PageNumber": 1,
	"PageSize": 1,
	"RequestId": "«_req»",
	"TotalCount": 37
}
`, V{"_i": g.s(alLowNum, 18), "_n": g.s(alLowNum, 5), "_v": g.s(alLowNum, 18), "_s": g.s(alLowNum, 18), "_req": g.rgReqID()}, "aliyun_3_x64_20G_alibase_20240528.vhd")

	g.rgAdd("benign-coscmd-list-buckets", `
$ tccli cos ListBuckets 2>/dev/null || coscmd listbucket
Bucket                          Region          CreationDate
backup-«_a»          ap-guangzhou    2022-03-14T08:21:11Z
static-assets-«_a»   ap-chengdu      2023-07-02T11:40:53Z
wxapp-upload-«_a»    ap-shanghai     2024-01-19T02:05:37Z
`, V{"_a": g.digits(10)}, "ap-guangzhou")

	g.rgAdd("benign-wx-project-config", `
{
  "description": "项目配置文件",
  "packOptions": { "ignore": [], "include": [] },
  "setting": { "urlCheck": true, "es6": true, "enhance": true, "minified": true },
  "compileType": "miniprogram",
  "libVersion": "3.4.6",
  "appid": "«_a»",
  "projectname": "xiaolu-mall",
  "condition": {}
}
`, V{"_a": g.rgWxAppID()}, `"projectname": "xiaolu-mall"`)

	g.rgAdd("benign-uniapp-manifest-appids", `
    "mp-weixin" : {
        "appid" : "«_a»",
        "setting" : { "urlCheck" : false },
        "usingComponents" : true
    },
    "mp-alipay" : {
        "appid" : "«_b»",
        "usingComponents" : true
    },
    "mp-toutiao" : {
        "appid" : "tt«_c»",
        "usingComponents" : true
    }
`, V{"_a": g.rgWxAppID(), "_b": "2021" + g.s(alDigit, 12), "_c": g.hex(18)}, `"mp-toutiao"`)

	g.rgAdd("benign-dingtalk-env-refs", `
dingtalk:
  corp-id: «_c»
  agent-id: «_ag»
  app-key: «_k»
  app-secret: ${DINGTALK_APP_SECRET}
  robot:
    access-token: ${DINGTALK_ROBOT_TOKEN}
    secret: ${DINGTALK_ROBOT_SECRET:}
`, V{"_c": "ding" + g.hex(16), "_ag": g.digits(10), "_k": "ding" + g.s(alLowNum, 16)}, "${DINGTALK_APP_SECRET}", "${DINGTALK_ROBOT_SECRET:}")

	g.rgAdd("benign-line-webhook-request-log", `
2024-06-12T05:11:02.118Z POST /callback 200 12ms
  x-line-signature: «_sig»
  body: {"destination":"U«_d»","events":[{"type":"message","message":{"type":"text","id":"«_mid»","quoteToken":"«_qt»","text":"予約を確認したいです"},"webhookEventId":"01«_we»","deliveryContext":{"isRedelivery":false},"timestamp":«_ts»000,"source":{"type":"user","userId":"U«_u»"},"replyToken":"«_rt»","mode":"active"}]}
`, V{"_sig": g.b64(32), "_d": g.hex(32), "_mid": g.digits(18), "_qt": g.b64u(120), "_we": g.s(alUpNum, 24), "_ts": g.rgUnix(), "_u": g.hex(32), "_rt": g.hex(32)}, "予約を確認したいです")

	g.rgAdd("benign-yc-folder-list", `
$ yc resource-manager folder list
+----------------------+-----------+--------+--------+
|          ID          |   NAME    | LABELS | STATUS |
+----------------------+-----------+--------+--------+
| «_a» | default   |        | ACTIVE |
| «_b» | prod      |        | ACTIVE |
| «_c» | staging   |        | ACTIVE |
+----------------------+-----------+--------+--------+
`, V{"_a": g.rgYcID("b1g"), "_b": g.rgYcID("b1g"), "_c": g.rgYcID("b1g")})

	g.rgAdd("benign-scw-instance-list", `
$ scw instance server list zone=fr-par-2
ID                                    NAME          TYPE      STATE    ZONE      PUBLIC IP       PRIVATE IP
«_a»  web-par2-01   PRO2-XS   running  fr-par-2  «_ip»   -
«_b»  worker-par2   DEV1-M    stopped  fr-par-2  -               -
`, V{"_a": g.uuid(), "_b": g.uuid(), "_ip": fmt.Sprintf("51.15.%d.%d", g.r.IntN(256), g.r.IntN(256))}, "web-par2-01")

	g.rgAdd("benign-hcloud-server-list", `
$ hcloud server list -o columns=id,name,status,ipv4,location,datacenter
ID          NAME            STATUS    IPV4             LOCATION   DATACENTER
«_a»    k3s-master-1    running   «_ip1»   fsn1       fsn1-dc14
«_b»    k3s-worker-4    running   «_ip2»   nbg1       nbg1-dc3
`, V{"_a": g.digits(8), "_b": g.digits(8), "_ip1": fmt.Sprintf("116.203.%d.%d", g.r.IntN(256), g.r.IntN(256)), "_ip2": fmt.Sprintf("49.13.%d.%d", g.r.IntN(256), g.r.IntN(256))}, "k3s-master-1")

	g.rgAdd("benign-razorpay-checkout-js", `
<script src="https://checkout.razorpay.com/v1/checkout.js"></script>
<script>
var options = {
    "key": "«_k»",
    "amount": "49900",
    "currency": "INR",
    "name": "Chai Point Subscriptions",
    "order_id": "order_«_o»",
    "handler": function (response){ verify(response.razorpay_payment_id, response.razorpay_signature); },
    "prefill": { "name": "Ananya", "contact": "9000090000" },
    "theme": { "color": "#F37254" }
};
new Razorpay(options).open();
</script>
`, V{"_k": "rzp_live_" + g.an(14), "_o": g.an(14)}, "Chai Point Subscriptions")

	g.rgAdd("benign-paystack-inline-pk", `
const handler = PaystackPop.setup({
  key: '«_pk»',
  email: customer.email,
  amount: total * 100,
  currency: 'NGN',
  ref: 'NM-«_r»',
  callback: (response) => fetch('/api/verify/' + response.reference),
});
handler.openIframe();
`, V{"_pk": "pk_live_" + g.hex(40), "_r": g.digits(10)}, "currency: 'NGN'")

	g.rgAdd("benign-flutterwave-inline-pubkey", `
FlutterwaveCheckout({
  public_key: "«_pk»",
  tx_ref: "kbd-«_r»",
  amount: 2500,
  currency: "KES",
  payment_options: "card, mpesa, mobilemoneyghana",
  customer: { email: "wanjiku@example.co.ke", name: "Wanjiku" },
});
`, V{"_pk": "FLWPUBK-" + g.hex(32) + "-X", "_r": g.digits(10)}, `payment_options: "card, mpesa, mobilemoneyghana"`)

	g.rgAdd("benign-mercadopago-brick-public-key", `
<script src="https://sdk.mercadopago.com/js/v2"></script>
<script>
  const mp = new MercadoPago('APP_USR-«_pk»', { locale: 'pt-BR' });
  const bricksBuilder = mp.bricks();
  // a public key pode ficar no front, o access token NÃO
  bricksBuilder.create('payment', 'paymentBrick_container', { initialization: { amount: 149.9, preferenceId: '«_pref»' } });
</script>
`, V{"_pk": g.uuid(), "_pref": g.digits(9) + "-" + g.uuid()}, "o access token NÃO")

	g.rgAdd("benign-alipay-notify-params", `
2024-06-08 20:45:13.211 INFO  [alipay-notify] params: gmt_create=2024-06-08 20:45:05&charset=UTF-8&seller_email=pay@yunshan.cn&notify_time=2024-06-08 20:45:13&sign_type=RSA2&notify_type=trade_status_sync&trade_no=«_tn»&auth_app_id=«_app»&out_trade_no=«_o»&trade_status=TRADE_SUCCESS&total_amount=198.00&app_id=«_app»&buyer_id=«_b»&notify_id=«_nid»&sign=«_sig»
2024-06-08 20:45:13.219 INFO  [alipay-notify] 验签通过 out_trade_no=«_o»
`, V{"_tn": "2024" + g.s(alDigit, 24), "_app": "2021" + g.s(alDigit, 12), "_o": "ORD" + g.digits(15), "_b": "2088" + g.s(alDigit, 12), "_nid": g.hex(32) + g.s(alLowNum, 4), "_sig": g.b64(256)}, "trade_status=TRADE_SUCCESS", "验签通过")

	g.rgAdd("benign-tencent-signature-expire-error", `
[TencentCloudSDKException] code:AuthFailure.SignatureExpire message:Signature expired. Timestamp:«_ts» is behind current time by over 300 seconds. requestId:«_req»
提示：请检查服务器时间是否同步（ntpdate -u ntp.tencent.com）
`, V{"_ts": g.rgUnix(), "_req": g.uuid()}, "AuthFailure.SignatureExpire", "ntpdate -u ntp.tencent.com")

	g.rgAdd("benign-kakao-naver-frontend-keys", `
<script src="https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js" crossorigin="anonymous"></script>
<script type="text/javascript" src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=«_n»"></script>
<script>
  Kakao.init('«_k»'); // JavaScript 키 (플랫폼 > Web 도메인 등록됨)
  console.log(Kakao.isInitialized());
</script>
`, V{"_n": g.s(alLowNum, 10), "_k": g.hex(32)}, "Kakao.isInitialized()")

	g.rgAdd("benign-wxpay-platform-cert-list", `
$ curl -s https://api.mch.weixin.qq.com/v3/certificates -H "Authorization: WECHATPAY2-SHA256-RSA2048 mchid=\"«_mch»\",nonce_str=\"«_n»\",signature=\"«_sig»\",timestamp=\"«_ts»\",serial_no=\"«_sn»\"" | jq '.data[] | {serial_no, effective_time, expire_time}'
{
  "serial_no": "«_psn»",
  "effective_time": "2024-03-11T10:52:31+08:00",
  "expire_time": "2029-03-10T10:52:31+08:00"
}
`, V{"_mch": g.digits(10), "_n": g.an(32), "_sig": g.b64(256), "_ts": g.rgUnix(), "_sn": g.s(alHexU, 40), "_psn": g.s(alHexU, 40)}, "WECHATPAY2-SHA256-RSA2048")

	g.rgAdd("benign-midtrans-snap-client-key", `
<script type="text/javascript"
  src="https://app.midtrans.com/snap/snap.js"
  data-client-key="«_ck»"></script>
<script>
  // token transaksi didapat dari backend (/api/checkout)
  document.getElementById('bayar').onclick = () => window.snap.pay(snapToken);
</script>
`, V{"_ck": "Mid-client-" + g.b64u(16)}, "https://app.midtrans.com/snap/snap.js")

	g.rgAdd("benign-ovh-me-response", `
$ ovh-cli GET /me | jq '{nichandle, country, currency: .currency.code, state}'
{
  "nichandle": "«_nic»-ovh",
  "country": "FR",
  "currency": "EUR",
  "state": "complete"
}
`, V{"_nic": strings.ToLower(g.s(alUpper, 2)) + g.digits(5)}, `"state": "complete"`)

	g.rgAdd("benign-huawei-obs-listing-request-ids", `
$ obsutil ls obs://contract-scan -limit=2
Start at 2024-06-11 02:14:51.342 +0000 UTC

Folder list:
obs://contract-scan/2024/

Object list:
key                                  LastModified                 Size      StorageClass   ETag
obs://contract-scan/2024/06/«_f».pdf  2024-06-10T09:21:03Z  1.21MB    standard       "«_e»"

Total size of bucket is: 12.58GB
Folder number is: 1
File number is: 1
Request id: «_r»
`, V{"_f": g.uuid(), "_e": g.hex(32), "_r": g.s(alUpNum, 32)}, "obs://contract-scan/2024/")

	g.rgAdd("benign-feishu-event-callback", `
{
  "schema": "2.0",
  "header": {
    "event_id": "«_e»",
    "event_type": "im.message.receive_v1",
    "create_time": "«_ct»",
    "token": "",
    "app_id": "«_app»",
    "tenant_key": "«_tk»"
  },
  "event": {"sender": {"sender_id": {"open_id": "ou_«_o»", "union_id": "on_«_u»"}}, "message": {"chat_id": "oc_«_c»", "message_type": "text", "content": "{\"text\":\"@_user_1 帮我查下周报\"}"}}
}
`, V{"_e": g.hex(32), "_ct": g.rgUnix() + "000", "_app": "cli_" + g.hex(16), "_tk": g.hex(16), "_o": g.hex(32), "_u": g.hex(32), "_c": g.hex(32)}, "im.message.receive_v1")
}
