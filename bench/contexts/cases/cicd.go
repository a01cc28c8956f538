package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

// cicdCases adds credentials met in CI/CD systems, their configuration
// files, their CLIs and their build logs, as a coding agent meets them
// while it writes pipelines or debugs a failing job. Sources: Jenkins
// (credentials.xml with {AQAAAB…} ciphertext, master.key and
// hudson.util.Secret, script console decrypts and credential dumps,
// Jenkinsfiles with withCredentials and hard-coded values,
// init.groovy.d, JCasC jenkins.yaml, inbound agents' -secret flags and
// JENKINS_SECRET, API tokens in curl, jenkins-cli and python-jenkins,
// jenkins_jobs.ini, initialAdminPassword, job config.xml, console logs
// with masked values); GitLab CI (.gitlab-ci.yml variables, runner
// config.toml with glrt- tokens and S3 cache keys, registration tokens,
// job logs with [MASKED] values and with unmasked env dumps, deploy,
// trigger, project, feed and agent tokens, the variables API, gitlab.rb
// and initial_root_password, glab); GitHub Actions (workflows with the
// secrets context and with hard-coded values, ::set-output and
// GITHUB_OUTPUT leaks, ::add-mask::, runner config.sh tokens and the
// runner's .credentials files, act -s and .secrets, step debug logs with
// runtime and OIDC tokens, checkout's extraheader, gh secret and the
// registration-token API); CircleCI (config.yml, contexts, cli.yml,
// Circle-Token API calls); Travis CI (secure: values, travis encrypt, env
// list); Azure DevOps (azure-pipelines.yml with $(var), variable groups,
// PATs in clone URLs and az devops login, agent config, service
// connections, ##vso logging commands); Bitbucket Pipelines; TeamCity
// (credentialsJSON references, settings.kts, ##teamcity service
// messages, super user tokens, access tokens, buildAgent.properties);
// Bamboo; Drone and Woodpecker; Buildkite (agent configs and tokens,
// pipeline.yml, API tokens); Argo CD, Flux and Tekton as driven from a
// pipeline; Spinnaker Halyard; Harness delegates and API keys; Octopus
// Deploy API keys; Concourse credentials.yml, fly login and .flyrc;
// Semaphore; Codefresh; Render, Netlify and Vercel deploy hooks and
// tokens; SonarQube/SonarCloud, Codecov and Snyk tokens in pipelines;
// build services called from CI (Turborepo remote cache, Nx Cloud,
// Develocity, Cachix, Chromatic, Percy, Cypress Cloud, Fly.io, Firebase
// login:ci, Expo on Bitrise, fastlane match, Infracost, GitGuardian,
// Depot, Dagger Cloud, Heroku, Wrangler); other CI servers (Gitea
// act_runner, Forgejo runner, GoCD cruise-config and agents, Jenkins X,
// actions-runner-controller, AWS CodeBuild buildspec, Google Cloud
// Build substitutions); and the chats, reviews and agent tool calls
// around them. Benign look-alikes: build numbers, commit
// SHAs, pipeline, job and runner ids, artifact and image digests, masked
// values, secret references (${{ secrets.X }}, $(VAR), from_secret,
// credentialsJSON:…), encrypted values, cache keys, webhook delivery ids.
// The case names start with "cicd/".
func (g *G) cicdCases() {
	g.cicdJenkins()
	g.cicdGitLab()
	g.cicdGitHubActions()
	g.cicdCircleTravis()
	g.cicdAzure()
	g.cicdBitbucketTeamCity()
	g.cicdDroneBuildkite()
	g.cicdGitOps()
	g.cicdDeployTools()
	g.cicdHooksScanners()
	g.cicdBuildServices()
	g.cicdOtherServers()
	g.cicdChat()
	g.cicdBenign()
}

// ---- helpers used only here ----

// cicdAdd is add with "ˋ" standing for a backtick.
func (g *G) cicdAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// cicdJenkinsEnc is a Jenkins hudson.util.Secret ciphertext as stored in
// XML: {base64(version 1, iv length, data length, iv, data)} (benign
// without the controller's master.key).
func (g *G) cicdJenkinsEnc(n int) string {
	n = (n/16 + 1) * 16
	b := []byte{1}
	b = binary.BigEndian.AppendUint32(b, 16)
	b = binary.BigEndian.AppendUint32(b, uint32(n))
	b = append(b, g.bytes(16+n)...)
	return "{" + base64.StdEncoding.EncodeToString(b) + "}"
}

func (g *G) cicdJenkinsAPI() string    { return "11" + g.hex(32) }
func (g *G) cicdAgentSecret() string   { return g.hex(64) }
func (g *G) cicdGlrt() string          { return "glrt-" + g.pick("", "t1_", "t2_", "t3_") + g.b64u(20) }
func (g *G) cicdGlReg() string         { return "GR1348941" + g.b64u(20) }
func (g *G) cicdGlJob() string         { return "glcbt-" + g.pick("64", "65", "66") + "_" + g.b64u(20) }
func (g *G) cicdGHRunner() string      { return "A" + g.s(alUpNum, 28) }
func (g *G) cicdCircle() string        { return "CCIPAT_" + g.an(22) + "_" + g.hex(40) }
func (g *G) cicdAzNew() string         { return g.an(76) + "AZDO" + g.an(4) }
func (g *G) cicdTCToken() string       { return "eyJ0eXAiOiAiVENWMiJ9." + g.b64u(36) + "." + g.b64u(48) }
func (g *G) cicdSonar(p string) string { return p + "_" + g.hex(40) }
func (g *G) cicdOctopus() string       { return "API-" + g.s(alUpNum, 26) }
func (g *G) cicdBuild() string         { return fmt.Sprint(1000 + g.r.IntN(9000)) }
func (g *G) cicdRunID() string         { return g.digits(10) }
func (g *G) cicdShort() string         { return g.hex(8) }

// cicdArgoJWT is an Argo CD API token for an account.
func (g *G) cicdArgoJWT(sub string) string {
	iat := 1710000000 + g.r.IntN(30000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"%s","nbf":%d,"iat":%d,"jti":"%s"}`, sub, iat, iat, g.uuid()))
}

// cicdRuntimeJWT is an Actions runtime token.
func (g *G) cicdRuntimeJWT() string {
	iat := 1720000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"nameid":"dddddddd-dddd-dddd-dddd-dddddddddddd","scp":"Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:%s:%s","IdentityTypeClaim":"System:ServiceIdentity","ac":"[{\"Scope\":\"refs/heads/main\",\"Permission\":3}]","orchid":"%s.build.__default","iss":"vstoken.actions.githubusercontent.com","aud":"vstoken.actions.githubusercontent.com|vso:%s","nbf":%d,"exp":%d}`,
		g.uuid(), g.uuid(), g.uuid(), g.uuid(), iat, iat+21900))
}

// cicdOIDC is a GitHub Actions OIDC id token.
func (g *G) cicdOIDC(repo string) string {
	iat := 1720000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"repo:%s:ref:refs/heads/main","aud":"sts.amazonaws.com","ref":"refs/heads/main","sha":"%s","repository":"%s","repository_owner":"%s","run_id":"%s","iss":"https://token.actions.githubusercontent.com","nbf":%d,"exp":%d,"iat":%d}`,
		g.uuid(), repo, g.gitSHA(), repo, strings.Split(repo, "/")[0], g.digits(10), iat, iat+300, iat))
}

func (g *G) cicdJenkins() {
	g.add("cicd/jenkins-credentials-xml-encrypted-benign", `
$ sudo cat /var/lib/jenkins/credentials.xml
<?xml version='1.1' encoding='UTF-8'?>
<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1337.v60b_d7b_c7b_c9f">
  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">
    <entry>
      <com.cloudbees.plugins.credentials.domains.Domain>
        <specifications/>
      </com.cloudbees.plugins.credentials.domains.Domain>
      <java.util.concurrent.CopyOnWriteArrayList>
        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>nexus-deploy</id>
          <description>Nexus deployment user</description>
          <username>deployment</username>
          <password>«_a»</password>
          <usernameSecret>false</usernameSecret>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>sonar-token</id>
          <description></description>
          <secret>«_b»</secret>
        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
      </java.util.concurrent.CopyOnWriteArrayList>
    </entry>
  </domainCredentialsMap>
</com.cloudbees.plugins.credentials.SystemCredentialsProvider>
`, V{"_a": g.cicdJenkinsEnc(20), "_b": g.cicdJenkinsEnc(44)}, "nexus-deploy", "<username>deployment</username>", "sonar-token")

	g.add("cicd/jenkins-script-console-decrypt", `
Script Console — https://jenkins.acme-corp.io/manage/script

println(hudson.util.Secret.decrypt("«_e»"))
println(hudson.util.Secret.fromString("«_f»").getPlainText())

Result
«a»
«b»
Result: null
`, V{"_e": g.cicdJenkinsEnc(20), "a": g.pw(), "_f": g.cicdJenkinsEnc(44), "b": g.cicdSonar("squ")},
		"https://jenkins.acme-corp.io/manage/script", "hudson.util.Secret.decrypt")

	g.add("cicd/jenkins-script-console-dump-all-credentials", `
def creds = com.cloudbees.plugins.credentials.CredentialsProvider.lookupCredentials(
    com.cloudbees.plugins.credentials.common.StandardCredentials.class, Jenkins.instance, null, null)
for (c in creds) {
  if (c instanceof com.cloudbees.plugins.credentials.common.UsernamePasswordCredentials) {
    println("${c.id} : ${c.username} : ${c.password.plainText}")
  } else if (c instanceof org.jenkinsci.plugins.plaincredentials.StringCredentials) {
    println("${c.id} : ${c.secret.plainText}")
  } else if (c instanceof com.cloudbees.jenkins.plugins.sshcredentials.SSHUserPrivateKey) {
    println("${c.id} : ${c.username} : <ssh key, ${c.privateKeys.size()} entries>")
  }
}

Result
github-app-bot : acme-ci-bot : «a»
dockerhub : acmebuild : «b»
npm-publish-token : «c»
slack-notify : «d»
aws-prod-deployer : «_ak» : «e»
deploy-ssh : ubuntu : <ssh key, 1 entries>
Result: [com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl@«_h1», org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl@«_h2»]
`, V{"a": g.ghp(), "b": g.dockerPAT(), "c": g.npmTok(), "d": g.xoxb(), "_ak": g.awsID(), "e": g.awsSecret(), "_h1": g.hex(8), "_h2": g.hex(8)},
		"github-app-bot : acme-ci-bot", "deploy-ssh : ubuntu : <ssh key, 1 entries>")

	g.add("cicd/jenkinsfile-withcredentials-benign", `
pipeline {
  agent { label 'linux && docker' }
  options { timestamps(); buildDiscarder(logRotator(numToKeepStr: '30')) }
  stages {
    stage('Publish') {
      steps {
        withCredentials([
          usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS'),
          string(credentialsId: 'sonar-token', variable: 'SONAR_TOKEN'),
          sshUserPrivateKey(credentialsId: 'deploy-ssh', keyFileVariable: 'SSH_KEY')
        ]) {
          sh 'mvn -B -s settings.xml deploy -Dnexus.user=$NEXUS_USER -Dnexus.pass=$NEXUS_PASS'
          sh 'mvn sonar:sonar -Dsonar.token=$SONAR_TOKEN'
          sh 'scp -i $SSH_KEY target/app.jar ubuntu@10.20.4.11:/opt/app/'
        }
      }
    }
  }
}
`, nil, "credentialsId: 'nexus-deploy'", "passwordVariable: 'NEXUS_PASS'", "-Dsonar.token=$SONAR_TOKEN", "keyFileVariable: 'SSH_KEY'")

	g.add("cicd/jenkinsfile-hardcoded-env", `
pipeline {
    agent any
    environment {
        REGISTRY      = 'registry.acme-corp.io'
        IMAGE         = "${REGISTRY}/payments/api"
        REGISTRY_USER = 'jenkins-push'
        REGISTRY_PASS = '«a»'
        SLACK_WEBHOOK = 'https://hooks.slack.com/services/«_t»/«_b»/«b»'
        GIT_COMMIT_SHORT = "${env.GIT_COMMIT.take(8)}"
    }
    stages {
        stage('Build') {
            steps {
                sh "docker build -t ${IMAGE}:${BUILD_NUMBER} ."
                sh "echo ${REGISTRY_PASS} | docker login ${REGISTRY} -u ${REGISTRY_USER} --password-stdin"
                sh "docker push ${IMAGE}:${BUILD_NUMBER}"
            }
        }
    }
}
`, V{"a": g.pwStrong(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "registry.acme-corp.io", "REGISTRY_USER = 'jenkins-push'", "${IMAGE}:${BUILD_NUMBER}")

	g.add("cicd/jenkinsfile-scripted-sh-token", `
node('build-large') {
    stage('Checkout') {
        checkout scm
    }
    stage('Release notes') {
        def ver = sh(returnStdout: true, script: 'git describe --tags --abbrev=0').trim()
        sh """
          curl -sf -X POST \\
            -H 'Authorization: token «a»' \\
            -H 'Accept: application/vnd.github+json' \\
            https://api.github.com/repos/acme-corp/payments-api/releases \\
            -d '{"tag_name":"${ver}","generate_release_notes":true}'
        """
    }
}
`, V{"a": g.ghp()}, "https://api.github.com/repos/acme-corp/payments-api/releases", "node('build-large')")

	g.add("cicd/jenkins-init-groovy-admin-user", `
$ cat /usr/share/jenkins/ref/init.groovy.d/01-security.groovy
#!groovy
import jenkins.model.*
import hudson.security.*
import jenkins.security.s2m.AdminWhitelistRule

def instance = Jenkins.getInstance()

def hudsonRealm = new HudsonPrivateSecurityRealm(false)
hudsonRealm.createAccount("admin", "«a»")
hudsonRealm.createAccount("deployer", "«b»")
instance.setSecurityRealm(hudsonRealm)

def strategy = new FullControlOnceLoggedInAuthorizationStrategy()
strategy.setAllowAnonymousRead(false)
instance.setAuthorizationStrategy(strategy)
instance.save()

Jenkins.instance.getInjector().getInstance(AdminWhitelistRule.class).setMasterKillSwitch(false)
`, V{"a": g.pw(), "b": g.pwURL()}, "HudsonPrivateSecurityRealm", "createAccount(\"admin\"")

	g.add("cicd/jenkins-jcasc-yaml", `
# casc_configs/jenkins.yaml
jenkins:
  systemMessage: "Jenkins configured automatically by JCasC"
  numExecutors: 0
  securityRealm:
    local:
      allowsSignup: false
      users:
        - id: "admin"
          password: "«a»"
        - id: "${JENKINS_READONLY_USER}"
          password: "${JENKINS_READONLY_PASSWORD}"
  clouds:
    - kubernetes:
        name: "k8s"
        serverUrl: "https://10.96.0.1:443"
        namespace: "ci"
        jenkinsUrl: "http://jenkins.ci.svc.cluster.local:8080"
credentials:
  system:
    domainCredentials:
      - credentials:
          - string:
              scope: GLOBAL
              id: "slack-token"
              secret: "«b»"
          - usernamePassword:
              scope: GLOBAL
              id: "artifactory"
              username: "ci-publisher"
              password: "«c»"
          - string:
              scope: GLOBAL
              id: "github-token"
              secret: "${GITHUB_TOKEN}"
unclassified:
  location:
    url: "https://jenkins.acme-corp.io/"
`, V{"a": g.pw(), "b": g.xoxb(), "c": "AKCp8" + g.an(68)},
		"${JENKINS_READONLY_PASSWORD}", "secret: \"${GITHUB_TOKEN}\"", "http://jenkins.ci.svc.cluster.local:8080", "username: \"ci-publisher\"")

	g.add("cicd/jenkins-inbound-agent-java-secret", `
$ java -jar agent.jar \
    -url https://jenkins.acme-corp.io/ \
    -secret «a» \
    -name "win-build-03" \
    -webSocket \
    -workDir "C:\jenkins"
Feb 11, 2025 9:14:02 AM org.jenkinsci.remoting.engine.WorkDirManager initializeWorkDir
INFO: Using C:\jenkins\remoting as a remoting work directory
Feb 11, 2025 9:14:03 AM hudson.remoting.Launcher createEngine
INFO: Setting up agent: win-build-03
INFO: Agent discovery successful
  Agent address: jenkins.acme-corp.io
  Agent port:    50000
  Identity:      «_id»
INFO: Handshaking
INFO: Connected
`, V{"a": g.cicdAgentSecret(), "_id": g.iotHexPairs(16, ":", false)}, "win-build-03", "Agent port:    50000")

	g.add("cicd/jenkins-inbound-agent-docker-env", `
$ docker run -d --name jenkins-agent-2 --restart unless-stopped \
    -e JENKINS_URL=http://jenkins.internal:8080 \
    -e JENKINS_SECRET=«a» \
    -e JENKINS_AGENT_NAME=docker-agent-2 \
    -e JENKINS_AGENT_WORKDIR=/home/jenkins/agent \
    -v /var/run/docker.sock:/var/run/docker.sock \
    jenkins/inbound-agent:3283.v92c105e0f819-1-jdk17
«_cid»
`, V{"a": g.cicdAgentSecret(), "_cid": g.hex(64)}, "JENKINS_AGENT_NAME=docker-agent-2", "jenkins/inbound-agent:3283.v92c105e0f819-1-jdk17")

	g.add("cicd/jenkins-curl-api-token-build-with-params", `
$ curl -X POST -u dana.k:«a» \
    "https://jenkins.acme-corp.io/job/payments/job/deploy/buildWithParameters?ENV=staging&GIT_REF=«_sha»"
$ curl -s -u dana.k:«a» https://jenkins.acme-corp.io/job/payments/job/deploy/lastBuild/api/json | jq '{number, result, url}'
{
  "number": «_n»,
  "result": "SUCCESS",
  "url": "https://jenkins.acme-corp.io/job/payments/job/deploy/«_n»/"
}
`, V{"a": g.cicdJenkinsAPI(), "_sha": g.gitSHA(), "_n": g.cicdBuild()}, "https://jenkins.acme-corp.io/job/payments/job/deploy/lastBuild/api/json")

	g.add("cicd/jenkins-cli-auth", `
$ java -jar jenkins-cli.jar -s https://jenkins.acme-corp.io/ -auth ci-admin:«a» -webSocket list-jobs payments
deploy
integration-tests
nightly-e2e
$ java -jar jenkins-cli.jar -s https://jenkins.acme-corp.io/ -auth @/home/dana/.jenkins-cli-auth who-am-i
Authenticated as: ci-admin
Authorities:
  authenticated
`, V{"a": g.cicdJenkinsAPI()}, "-auth @/home/dana/.jenkins-cli-auth", "Authenticated as: ci-admin")

	g.add("cicd/jenkins-python-jenkins-script", `
import jenkins

server = jenkins.Jenkins(
    "https://jenkins.acme-corp.io",
    username="release-bot",
    password="«a»",
    timeout=30,
)
user = server.get_whoami()
print("Hello %s from Jenkins %s" % (user["fullName"], server.get_version()))
queue_id = server.build_job("payments/release", {"VERSION": "2.14.0"})
print("queued", queue_id)
`, V{"a": g.cicdJenkinsAPI()}, `username="release-bot"`, `server.build_job("payments/release"`)

	g.add("cicd/jenkins-job-builder-ini", `
$ cat ~/.config/jenkins_jobs/jenkins_jobs.ini
[job_builder]
ignore_cache=True
keep_descriptions=False
recursive=True
allow_duplicates=False

[jenkins]
user=jjb-sync
password=«a»
url=https://jenkins.acme-corp.io
query_plugins_info=False
`, V{"a": g.cicdJenkinsAPI()}, "user=jjb-sync", "url=https://jenkins.acme-corp.io")

	g.add("cicd/jenkins-initial-admin-password-docker-logs", `
$ docker logs jenkins 2>&1 | sed -n '/\*\*\*\*\*/,/\*\*\*\*\*/p'
*************************************************************
*************************************************************
*************************************************************

Jenkins initial setup is required. An admin user has been created and a password generated.
Please use the following password to proceed to installation:

«a»

This may also be found at: /var/jenkins_home/secrets/initialAdminPassword

*************************************************************
*************************************************************
*************************************************************
`, V{"a": g.hex(32)}, "/var/jenkins_home/secrets/initialAdminPassword")

	g.add("cicd/jenkins-initial-admin-password-cat", `
$ kubectl exec -n ci jenkins-0 -c jenkins -- cat /var/jenkins_home/secrets/initialAdminPassword
«a»
$ kubectl -n ci port-forward svc/jenkins 8080:8080
Forwarding from 127.0.0.1:8080 -> 8080
`, V{"a": g.hex(32)}, "jenkins-0", "Forwarding from 127.0.0.1:8080 -> 8080")

	g.add("cicd/jenkins-master-key-and-secret-dump", `
$ sudo ls -la /var/lib/jenkins/secrets/
total 40
drwx------  3 jenkins jenkins 4096 Jan  8 11:02 .
-rw-r--r--  1 jenkins jenkins  272 Jan  8 11:02 hudson.util.Secret
-rw-r--r--  1 jenkins jenkins   32 Jan  8 10:58 initialAdminPassword
-rw-r--r--  1 jenkins jenkins  256 Jan  8 10:58 jenkins.model.Jenkins.crumbSalt
-rw-r--r--  1 jenkins jenkins  256 Jan  8 10:58 master.key
$ sudo cat /var/lib/jenkins/secrets/master.key
«a»
$ sudo base64 -w0 /var/lib/jenkins/secrets/hudson.util.Secret
«b»
`, V{"a": g.hex(256), "b": g.b64(272)}, "jenkins.model.Jenkins.crumbSalt")

	g.add("cicd/jenkins-console-log-masked-benign", `
Started by user Dana K
Obtained Jenkinsfile from git https://github.com/acme-corp/payments-api.git
[Pipeline] Start of Pipeline
[Pipeline] node
Running on build-large-«_agent» in /home/jenkins/workspace/payments_deploy_main
[Pipeline] {
[Pipeline] checkout
 > git rev-parse --resolve-git-dir /home/jenkins/workspace/payments_deploy_main/.git # timeout=10
Checking out Revision «_sha» (refs/remotes/origin/main)
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASS or $SONAR_TOKEN
[Pipeline] {
[Pipeline] sh
+ mvn -B -s settings.xml deploy -Dnexus.user=deployment -Dnexus.pass=****
[INFO] Uploaded to nexus: https://nexus.acme-corp.io/repository/maven-releases/io/acme/payments-api/2.14.0/payments-api-2.14.0.jar (48 MB at 31 MB/s)
[Pipeline] sh
Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.
		 Affected argument(s) used the following variable(s): [SONAR_TOKEN]
+ mvn sonar:sonar -Dsonar.token=****
[INFO] ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.acme-corp.io/dashboard?id=payments-api
[Pipeline] End of Pipeline
Finished: SUCCESS
`, V{"_agent": g.hex(5), "_sha": g.gitSHA()}, "-Dnexus.pass=****", "-Dsonar.token=****", "Masking supported pattern matches of $NEXUS_PASS or $SONAR_TOKEN")

	g.add("cicd/jenkins-console-log-set-x-leak", `
[Pipeline] sh
+ set -x
+ export PGPASSWORD=«a»
+ PGPASSWORD=«a»
+ psql -h db-staging.internal -U migrator -d payments -f migrations/0042_add_refunds.sql
BEGIN
ALTER TABLE
CREATE INDEX
COMMIT
[Pipeline] }
[Pipeline] // stage
Finished: SUCCESS
`, V{"a": g.pwURL()}, "db-staging.internal", "migrations/0042_add_refunds.sql")

	g.add("cicd/jenkins-job-config-xml-params", `
$ curl -s -u dana.k:$JENKINS_TOKEN https://jenkins.acme-corp.io/job/legacy-import/config.xml
<?xml version='1.1' encoding='UTF-8'?>
<project>
  <description>Nightly import from the partner SFTP</description>
  <properties>
    <hudson.model.ParametersDefinitionProperty>
      <parameterDefinitions>
        <hudson.model.StringParameterDefinition>
          <name>SFTP_USER</name>
          <defaultValue>acme-import</defaultValue>
        </hudson.model.StringParameterDefinition>
        <hudson.model.StringParameterDefinition>
          <name>SFTP_PASSWORD</name>
          <defaultValue>«a»</defaultValue>
        </hudson.model.StringParameterDefinition>
        <hudson.model.PasswordParameterDefinition>
          <name>GPG_PASSPHRASE</name>
          <defaultValue>«_enc»</defaultValue>
        </hudson.model.PasswordParameterDefinition>
      </parameterDefinitions>
    </hudson.model.ParametersDefinitionProperty>
  </properties>
  <triggers>
    <hudson.triggers.TimerTrigger><spec>H 2 * * *</spec></hudson.triggers.TimerTrigger>
  </triggers>
</project>
`, V{"a": g.pw(), "_enc": g.cicdJenkinsEnc(24)}, "$JENKINS_TOKEN", "<defaultValue>acme-import</defaultValue>", "H 2 * * *")

	g.add("cicd/jenkins-github-webhook-secret-casc", `
unclassified:
  gitHubPluginConfig:
    hookSecretConfigs:
      - credentialsId: "github-webhook-secret"
    configs:
      - name: "GitHub"
        apiUrl: "https://api.github.com"
        credentialsId: "github-pat"
        manageHooks: true
credentials:
  system:
    domainCredentials:
      - credentials:
          - string:
              id: "github-webhook-secret"
              scope: SYSTEM
              secret: "«a»"
          - string:
              id: "github-pat"
              scope: SYSTEM
              secret: "«b»"
`, V{"a": g.hex(40), "b": g.ghFine()}, `credentialsId: "github-webhook-secret"`, `apiUrl: "https://api.github.com"`)

	g.add("cicd/jenkins-crumb-session-cookie", `
$ curl -s -c cookies.txt -u admin:«a» 'https://jenkins.acme-corp.io/crumbIssuer/api/json'
{"_class":"hudson.security.csrf.DefaultCrumbIssuer","crumb":"«=crumb»","crumbRequestField":"Jenkins-Crumb"}
$ cat cookies.txt
# Netscape HTTP Cookie File
jenkins.acme-corp.io	FALSE	/	TRUE	0	JSESSIONID.«_node»	«b»
$ curl -s -b cookies.txt -u admin:«a» -H 'Jenkins-Crumb: «=crumb»' -X POST https://jenkins.acme-corp.io/scriptText --data-urlencode 'script=println(Jenkins.instance.pluginManager.plugins.size())'
214
`, V{"a": g.pw(), "=crumb": g.hex(64), "_node": g.hex(8), "b": "node0" + g.s(alLowNum, 26) + g.digits(3) + ".node0"},
		"hudson.security.csrf.DefaultCrumbIssuer", "crumbRequestField")

	k := g.rsaPEM()
	g.add("cicd/jenkins-kubernetes-credentials-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: deploy-ssh
  namespace: ci
  labels:
    jenkins.io/credentials-type: basicSSHUserPrivateKey
  annotations:
    jenkins.io/credentials-description: "ssh key for prod bastion"
type: Opaque
stringData:
  username: ubuntu
  privateKey: |
    «a»
`, V{"a": strings.ReplaceAll(k.block(), "\n", "\n    ")}, "jenkins.io/credentials-type: basicSSHUserPrivateKey", "ssh key for prod bastion")
}

func (g *G) cicdGitLab() {
	g.add("cicd/gitlab-ci-yml-hardcoded-variables", `
# .gitlab-ci.yml
stages: [build, test, deploy]

variables:
  DOCKER_DRIVER: overlay2
  POSTGRES_DB: app_test
  POSTGRES_USER: runner
  POSTGRES_PASSWORD: «a»
  SENTRY_AUTH_TOKEN: «b»
  AWS_DEFAULT_REGION: eu-central-1

test:
  stage: test
  image: python:3.12
  services: [postgres:16]
  script:
    - pip install -r requirements.txt
    - DATABASE_URL=postgres://runner:$POSTGRES_PASSWORD@postgres/app_test pytest -q
`, V{"a": g.pwURL(), "b": g.sentryUser()}, "POSTGRES_USER: runner", "postgres://runner:$POSTGRES_PASSWORD@postgres/app_test", "DOCKER_DRIVER: overlay2")

	g.add("cicd/gitlab-ci-yml-refs-benign", `
build-image:
  stage: build
  image: docker:27
  services: [docker:27-dind]
  variables:
    IMAGE_TAG: $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login $CI_REGISTRY -u $CI_REGISTRY_USER --password-stdin
    - docker build --build-arg NPM_TOKEN=${NPM_TOKEN} -t $IMAGE_TAG .
    - docker push $IMAGE_TAG
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

deploy:
  stage: deploy
  id_tokens:
    VAULT_ID_TOKEN:
      aud: https://vault.acme-corp.io
  secrets:
    DATABASE_PASSWORD:
      vault: production/db/password@ops
      file: false
  script:
    - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" --upload-file dist/app.tgz "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/app/${CI_COMMIT_TAG}/app.tgz"
`, nil, `echo "$CI_REGISTRY_PASSWORD"`, "--build-arg NPM_TOKEN=${NPM_TOKEN}", "vault: production/db/password@ops", `"JOB-TOKEN: $CI_JOB_TOKEN"`)

	g.add("cicd/gitlab-runner-config-toml", `
$ sudo cat /etc/gitlab-runner/config.toml
concurrent = 4
check_interval = 0
shutdown_timeout = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "ci-docker-01"
  url = "https://gitlab.acme-corp.io"
  id = «_id»
  token = "«a»"
  token_obtained_at = 2025-01-14T09:22:41Z
  token_expires_at = 0001-01-01T00:00:00Z
  executor = "docker"
  [runners.cache]
    Type = "s3"
    Shared = true
    [runners.cache.s3]
      ServerAddress = "s3.amazonaws.com"
      AccessKey = "«_ak»"
      SecretKey = "«b»"
      BucketName = "acme-gitlab-runner-cache"
      BucketLocation = "eu-central-1"
  [runners.docker]
    tls_verify = false
    image = "alpine:3.20"
    privileged = true
    volumes = ["/cache", "/var/run/docker.sock:/var/run/docker.sock"]
    shm_size = 0
`, V{"_id": g.digits(5), "a": g.cicdGlrt(), "_ak": g.awsID(), "b": g.awsSecret()}, "ci-docker-01", "acme-gitlab-runner-cache", "https://gitlab.acme-corp.io")

	g.add("cicd/gitlab-runner-register-legacy", `
$ sudo gitlab-runner register \
    --non-interactive \
    --url "https://gitlab.com/" \
    --registration-token "«a»" \
    --executor "docker" \
    --docker-image alpine:latest \
    --description "hetzner-runner-2" \
    --tag-list "docker,hetzner" \
    --run-untagged="true" \
    --locked="false"
Runtime platform                                    arch=amd64 os=linux pid=«_pid» revision=«_rev» version=17.7.0
Running in system-mode.

WARNING: A runner with this system ID and token has already been registered.
Registering runner... succeeded                     correlation_id=«_cor» runner=«_short»
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!
`, V{"a": g.cicdGlReg(), "_pid": g.digits(5), "_rev": g.hex(8), "_cor": g.s(alUpNum, 26), "_short": g.s(alAlnum, 8)}, "hetzner-runner-2", "version=17.7.0")

	g.add("cicd/gitlab-runner-register-authentication-token", `
$ gitlab-runner register --non-interactive --url https://gitlab.acme-corp.io --token «a» --executor shell --description "mac-mini-m2"
Runtime platform                                    arch=arm64 os=darwin pid=«_pid» revision=«_rev» version=17.7.0
Verifying runner... is valid                        runner=«_short»
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!

Configuration (with the authentication token) was saved in "/Users/ci/.gitlab-runner/config.toml"
`, V{"a": g.cicdGlrt(), "_pid": g.digits(5), "_rev": g.hex(8), "_short": g.s(alAlnum, 8)}, "mac-mini-m2", "/Users/ci/.gitlab-runner/config.toml")

	g.add("cicd/gitlab-job-log-masked-benign", `
Running with gitlab-runner 17.7.0 (3153ccc6)
  on ci-docker-01 «_short», system ID: s_«_sys»
Preparing the "docker" executor
Using Docker executor with image node:20-alpine ...
Pulling docker image node:20-alpine ...
Using docker image sha256:«_img» for node:20-alpine with digest node@sha256:«_dig» ...
Getting source from Git repository
Fetching changes with git depth set to 20...
Checking out «_c8» as detached HEAD (ref is main)...
Executing "step_script" stage of the job script
$ echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
$ echo "publishing with token $NPM_TOKEN"
publishing with token [MASKED]
$ npm publish --access public
npm notice 📦  @acme/ui-kit@4.2.0
+ @acme/ui-kit@4.2.0
Cleaning up project directory and file based variables
Job succeeded
`, V{"_short": g.s(alAlnum, 8), "_sys": g.hex(12), "_img": g.hex(64), "_dig": g.hex(64), "_c8": g.cicdShort()}, "publishing with token [MASKED]", "@acme/ui-kit@4.2.0")

	g.add("cicd/gitlab-job-log-env-dump", `
$ env | sort | grep -E '^(CI_|DEPLOY|AWS|DOCKER)'
AWS_ACCESS_KEY_ID=«_ak»
AWS_SECRET_ACCESS_KEY=«a»
CI_COMMIT_SHA=«_sha»
CI_COMMIT_SHORT_SHA=«_sha8»
CI_JOB_ID=«_job»
CI_JOB_TOKEN=«b»
CI_PIPELINE_ID=«_pipe»
CI_PROJECT_PATH=acme/platform/payments-api
CI_REGISTRY_PASSWORD=«b»
CI_REGISTRY_USER=gitlab-ci-token
CI_RUNNER_ID=«_rid»
DEPLOY_KEY_PASSPHRASE=«c»
DOCKER_AUTH_CONFIG={"auths":{"registry.acme-corp.io":{"auth":"«d»"}}}
`, V{"_ak": g.awsID(), "a": g.awsSecret(), "_sha": g.gitSHA(), "_sha8": g.cicdShort(), "_job": g.digits(10), "b": g.cicdGlJob(), "_pipe": g.digits(10), "_rid": g.digits(8), "c": g.pw(), "d": b64s("robot$ci+push:" + g.an(32))},
		"CI_PROJECT_PATH=acme/platform/payments-api", "CI_REGISTRY_USER=gitlab-ci-token")

	g.add("cicd/gitlab-deploy-token-docker-login", `
$ docker login registry.gitlab.com -u gitlab+deploy-token-«_n» -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker pull registry.gitlab.com/acme/platform/payments-api:«_sha8»
«_sha8»: Pulling from acme/platform/payments-api
Digest: sha256:«_dig»
`, V{"_n": g.digits(7), "a": "gldt-" + g.b64u(20), "_sha8": g.cicdShort(), "_dig": g.hex(64)}, "registry.gitlab.com/acme/platform/payments-api")

	g.add("cicd/gitlab-trigger-token-curl", `
$ curl -X POST \
     --fail \
     -F token=«a» \
     -F ref=main \
     -F "variables[DEPLOY_ENV]=staging" \
     https://gitlab.acme-corp.io/api/v4/projects/«_pid»/trigger/pipeline
{"id":«_pipe»,"iid":«_iid»,"project_id":«_pid»,"sha":"«_sha»","ref":"main","status":"created","source":"trigger","web_url":"https://gitlab.acme-corp.io/acme/infra/-/pipelines/«_pipe»"}
`, V{"a": "glptt-" + g.hex(40), "_pid": g.digits(4), "_pipe": g.digits(6), "_iid": g.digits(4), "_sha": g.gitSHA()}, `"variables[DEPLOY_ENV]=staging"`, `"source":"trigger"`)

	g.add("cicd/gitlab-private-token-variables-api", `
$ curl -s --header "PRIVATE-TOKEN: «a»" "https://gitlab.acme-corp.io/api/v4/projects/«_pid»/variables" | jq .
[
  {
    "variable_type": "env_var",
    "key": "STRIPE_SECRET_KEY",
    "value": "«b»",
    "protected": true,
    "masked": true,
    "hidden": false,
    "raw": false,
    "environment_scope": "production",
    "description": null
  },
  {
    "variable_type": "file",
    "key": "GCP_SA_KEY",
    "value": "{\"type\":\"service_account\",\"project_id\":\"acme-prod\",\"private_key_id\":\"«_kid»\",\"client_email\":\"gitlab-deployer@acme-prod.iam.gserviceaccount.com\"}",
    "protected": true,
    "masked": false,
    "raw": true,
    "environment_scope": "*"
  },
  {
    "variable_type": "env_var",
    "key": "LOG_LEVEL",
    "value": "info",
    "protected": false,
    "masked": false,
    "environment_scope": "*"
  }
]
`, V{"a": g.glpat(), "_pid": g.digits(4), "b": g.skLive(), "_kid": g.hex(40)}, "gitlab-deployer@acme-prod.iam.gserviceaccount.com", `"key": "STRIPE_SECRET_KEY"`)

	g.add("cicd/gitlab-clone-with-job-token-url", `
$ git clone https://gitlab-ci-token:«a»@gitlab.acme-corp.io/acme/shared/terraform-modules.git
Cloning into 'terraform-modules'...
remote: Enumerating objects: 1183, done.
remote: Counting objects: 100% (1183/1183), done.
Receiving objects: 100% (1183/1183), 402.17 KiB | 11.16 MiB/s, done.
Resolving deltas: 100% (702/702), done.
`, V{"a": g.cicdGlJob()}, "acme/shared/terraform-modules.git", "Receiving objects: 100% (1183/1183)")

	g.add("cicd/gitlab-rb-initial-root-password", `
$ sudo grep -nE '^(gitlab_rails|external_url|letsencrypt)' /etc/gitlab/gitlab.rb
32:external_url 'https://gitlab.acme-corp.io'
614:gitlab_rails['initial_root_password'] = "«a»"
615:gitlab_rails['initial_shared_runners_registration_token'] = "«b»"
702:gitlab_rails['smtp_enable'] = true
703:gitlab_rails['smtp_address'] = "smtp.sendgrid.net"
706:gitlab_rails['smtp_user_name'] = "apikey"
707:gitlab_rails['smtp_password'] = "«c»"
2980:letsencrypt['enable'] = true
`, V{"a": g.pwStrong(), "b": g.an(20), "c": g.sendgrid()}, "external_url 'https://gitlab.acme-corp.io'", `gitlab_rails['smtp_user_name'] = "apikey"`)

	g.add("cicd/gitlab-initial-root-password-file", `
$ sudo docker exec -it gitlab cat /etc/gitlab/initial_root_password
# WARNING: This value is valid only in the following conditions
#          1. If provided manually (either via ˋGITLAB_ROOT_PASSWORDˋ environment variable or via ˋgitlab_rails['initial_root_password']ˋ setting in ˋgitlab.rbˋ, it was provided before database was seeded for the first time (usually, the first reconfigure run).
#          2. Password hasn't been changed manually, either via UI or via command line.
#
#          If the password shown here doesn't work, you must reset the admin password following https://docs.gitlab.com/ee/security/reset_user_password.html#reset-your-root-password.

Password: «a»

# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours.
`, V{"a": g.b64(32)}, "https://docs.gitlab.com/ee/security/reset_user_password.html#reset-your-root-password")

	g.add("cicd/glab-auth-status", `
$ glab auth login --hostname gitlab.acme-corp.io --token «a»
$ glab auth status --show-token
gitlab.acme-corp.io
  ✓ Logged in to gitlab.acme-corp.io as dana.k (/home/dana/.config/glab-cli/config.yml)
  ✓ Git operations for gitlab.acme-corp.io configured to use https protocol.
  ✓ API calls for gitlab.acme-corp.io are made over https protocol
  ✓ REST API Endpoint: https://gitlab.acme-corp.io/api/v4/
  ✓ GraphQL Endpoint: https://gitlab.acme-corp.io/api/graphql/
  ✓ Token: «a»
`, V{"a": g.glpat()}, "/home/dana/.config/glab-cli/config.yml", "https://gitlab.acme-corp.io/api/graphql/")

	g.add("cicd/gitlab-agent-token-helm-install", `
$ helm upgrade --install k8s-prod gitlab/gitlab-agent \
    --namespace gitlab-agent-k8s-prod \
    --create-namespace \
    --set image.tag=v17.7.1 \
    --set config.token=«a» \
    --set config.kasAddress=wss://kas.gitlab.acme-corp.io
Release "k8s-prod" does not exist. Installing it now.
NAME: k8s-prod
LAST DEPLOYED: Tue Feb 11 10:41:07 2025
NAMESPACE: gitlab-agent-k8s-prod
STATUS: deployed
REVISION: 1
`, V{"a": "glagent-" + g.b64u(50)}, "wss://kas.gitlab.acme-corp.io", "gitlab-agent-k8s-prod")

	g.add("cicd/gitlab-feed-token-rss-url", `
Subscribe to the activity feed in Thunderbird with this link (copied from the RSS button):
https://gitlab.acme-corp.io/acme/platform/payments-api.atom?feed_token=«a»
`, V{"a": "glft-" + g.b64u(20)}, "https://gitlab.acme-corp.io/acme/platform/payments-api.atom")

	g.add("cicd/gitlab-ci-dotenv-artifact-leak", `
build-vars:
  stage: build
  script:
    - echo "BUILD_VERSION=$(git describe --tags)" >> build.env
    - vault_token=$(vault write -field=token auth/jwt/login role=ci jwt=$VAULT_ID_TOKEN)
    - echo "VAULT_TOKEN=$vault_token" >> build.env
  artifacts:
    reports:
      dotenv: build.env

$ cat build.env   # downloaded from job «_job» artifacts
BUILD_VERSION=v3.8.1-14-g«_c7»
VAULT_TOKEN=«a»
`, V{"_job": g.digits(10), "_c7": g.hex(7), "a": g.vaultTok()}, "dotenv: build.env", "auth/jwt/login role=ci")

	g.add("cicd/gitlab-project-access-token-create-response", `
$ curl -s --request POST --header "PRIVATE-TOKEN: $GITLAB_ADMIN_TOKEN" \
    --header "Content-Type:application/json" \
    --data '{"name":"renovate","scopes":["api","write_repository"],"access_level":40,"expires_at":"2026-01-31"}' \
    "https://gitlab.acme-corp.io/api/v4/projects/«_pid»/access_tokens"
{"id":«_tid»,"name":"renovate","revoked":false,"created_at":"2025-02-11T10:52:14.880Z","scopes":["api","write_repository"],"user_id":«_uid»,"last_used_at":null,"active":true,"expires_at":"2026-01-31","access_level":40,"token":"«a»"}
`, V{"_pid": g.digits(4), "_tid": g.digits(6), "_uid": g.digits(5), "a": g.glpat()}, "$GITLAB_ADMIN_TOKEN", `"name":"renovate"`)

	g.add("cicd/gitlab-runner-helm-values", `
# values-runner.yaml
gitlabUrl: https://gitlab.acme-corp.io/
runnerToken: "«a»"
concurrent: 10
rbac:
  create: true
runners:
  config: |
    [[runners]]
      [runners.kubernetes]
        namespace = "{{.Release.Namespace}}"
        image = "alpine:3.20"
        [[runners.kubernetes.volumes.empty_dir]]
          name = "docker-certs"
          mount_path = "/certs/client"
          medium = "Memory"
`, V{"a": g.cicdGlrt()}, "gitlabUrl: https://gitlab.acme-corp.io/", `namespace = "{{.Release.Namespace}}"`)

	g.add("cicd/gitlab-ci-lint-variables-expanded", `
$ glab ci lint --include-jobs .gitlab-ci.yml
Validating...
✓ CI/CD YAML is valid!
$ glab ci view --branch main   # job "notify" failed; its trace:
$ curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"Pipeline «_pipe» failed on main"}' https://hooks.slack.com/services/«_t»/«_b»/«a»
invalid_payload
ERROR: Job failed: exit code 1
`, V{"_pipe": g.digits(7), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "✓ CI/CD YAML is valid!")
}

func (g *G) cicdGitHubActions() {
	g.add("cicd/gha-workflow-secrets-context-benign", `
# .github/workflows/release.yml
name: release
on:
  push:
    tags: ["v*"]
permissions:
  contents: write
  id-token: write
jobs:
  publish:
    runs-on: ubuntu-24.04
    environment: production
    steps:
      - uses: actions/checkout@«_sha» # v4.2.2
      - uses: actions/setup-node@«_sha2» # v4.1.0
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm ci && npm publish --provenance
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::«_acct»:role/github-release
          aws-region: eu-west-1
      - run: aws s3 sync dist/ s3://acme-cdn/ui-kit/${{ github.ref_name }}/
`, V{"_sha": g.gitSHA(), "_sha2": g.gitSHA(), "_acct": g.digits(12)}, "${{ secrets.NPM_TOKEN }}", "${{ github.ref_name }}")

	g.add("cicd/gha-workflow-hardcoded-env", `
# .github/workflows/e2e.yml
name: e2e
on: [pull_request]
env:
  CYPRESS_BASE_URL: https://staging.acme-corp.io
  CYPRESS_RECORD_KEY: «a»
  TEST_USER_EMAIL: qa+e2e@acme-corp.io
  TEST_USER_PASSWORD: «b»
jobs:
  cypress:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: cypress-io/github-action@v6
        with:
          record: true
          parallel: true
          group: "PR ${{ github.event.number }}"
`, V{"a": g.uuid(), "b": g.pw()}, "CYPRESS_BASE_URL: https://staging.acme-corp.io", "qa+e2e@acme-corp.io", "${{ github.event.number }}")

	g.add("cicd/gha-docker-login-action-literal", `
      - name: Log in to Docker Hub
        uses: docker/login-action@v3
        with:
          username: acmebuild
          password: «a»
      - name: Log in to GHCR
        uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
`, V{"a": g.dockerPAT()}, "username: acmebuild", "password: ${{ secrets.GITHUB_TOKEN }}")

	g.add("cicd/gha-configure-aws-credentials-literal", `
    steps:
      - uses: actions/checkout@v4
      - name: Configure AWS credentials
        uses: aws-actions/configure-aws-credentials@v4
        with:
          aws-access-key-id: «_ak»
          aws-secret-access-key: «a»
          aws-region: us-east-1
      - run: terraform -chdir=infra apply -auto-approve
`, V{"_ak": g.awsID(), "a": g.awsSecret()}, "aws-actions/configure-aws-credentials@v4", "terraform -chdir=infra apply -auto-approve")

	g.add("cicd/gha-set-output-log-leak", `
Run TOKEN=$(curl -s -X POST -H "Authorization: Bearer $APP_JWT" https://api.github.com/app/installations/«_inst»/access_tokens | jq -r .token)
  TOKEN=$(curl -s -X POST -H "Authorization: Bearer $APP_JWT" https://api.github.com/app/installations/«_inst»/access_tokens | jq -r .token)
  echo "::set-output name=token::$TOKEN"
  shell: /usr/bin/bash -e {0}
  env:
    APP_JWT: ***
Warning: The ˋset-outputˋ command is deprecated and will be disabled soon. Please upgrade to using Environment Files.
::set-output name=token::«a»
`, V{"_inst": g.digits(8), "a": g.ghs()}, "APP_JWT: ***", "shell: /usr/bin/bash -e {0}")

	g.add("cicd/gha-github-output-cat-debug", `
Run cat "$GITHUB_OUTPUT"
  cat "$GITHUB_OUTPUT"
  shell: /usr/bin/bash -e {0}
registry_password=«a»
image_digest=sha256:«_dig»
image_tag=«_sha8»
Run echo "digest ${{ steps.login.outputs.image_digest }}"
digest sha256:«_dig»
`, V{"a": g.b64u(40), "_dig": g.hex(64), "_sha8": g.cicdShort()}, "${{ steps.login.outputs.image_digest }}")

	g.add("cicd/gha-add-mask-script", `
      - name: Fetch DB password
        id: db
        run: |
          PW=$(aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text | jq -r .password)
          echo "::add-mask::$PW"
          echo "password=$PW" >> "$GITHUB_OUTPUT"
      - name: Debug
        run: |
          # TODO remove: temporary while we debug the migration failure
          echo "::add-mask::«a»"
          psql "postgresql://app:«a»@prod-db.cluster-«_c».eu-west-1.rds.amazonaws.com/app" -c 'select 1'
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 12)}, `echo "::add-mask::$PW"`, "--secret-id prod/db")

	g.add("cicd/gha-runner-config-sh", `
$ mkdir actions-runner && cd actions-runner
$ curl -o actions-runner-linux-x64-2.321.0.tar.gz -L https://github.com/actions/runner/releases/download/v2.321.0/actions-runner-linux-x64-2.321.0.tar.gz
$ echo "«_sum»  actions-runner-linux-x64-2.321.0.tar.gz" | shasum -a 256 -c
actions-runner-linux-x64-2.321.0.tar.gz: OK
$ tar xzf ./actions-runner-linux-x64-2.321.0.tar.gz
$ ./config.sh --url https://github.com/acme-corp --token «a» --labels gpu,linux --name gpu-runner-01 --unattended

--------------------------------------------------------------------------------
|        ____ _ _   _   _       _          _        _   _                      |
|       / ___(_) |_| | | |_   _| |__      / \   ___| |_(_) ___  _ __  ___      |
|      | |  _| | __| |_| | | | | '_ \    / _ \ / __| __| |/ _ \| '_ \/ __|     |
|      | |_| | | |_|  _  | |_| | |_) |  / ___ \ (__| |_| | (_) | | | \__ \     |
|       \____|_|\__|_| |_|\__,_|_.__/  /_/   \_\___|\__|_|\___/|_| |_|___/     |
|                                                                              |
|                       Self-hosted runner registration                        |
--------------------------------------------------------------------------------

# Authentication

√ Connected to GitHub

# Runner Registration

√ Runner successfully added
√ Runner connection is good

# Runner settings

√ Settings Saved.
`, V{"_sum": g.hex(64), "a": g.cicdGHRunner()}, "gpu-runner-01", "actions-runner-linux-x64-2.321.0.tar.gz: OK")

	g.add("cicd/gha-runner-registration-token-api", `
$ gh api -X POST /orgs/acme-corp/actions/runners/registration-token
{
  "token": "«a»",
  "expires_at": "2025-02-11T12:04:51.000+00:00"
}
$ gh api /orgs/acme-corp/actions/runners --jq '.runners[] | [.id, .name, .status] | @tsv'
«_r1»	gpu-runner-01	online
«_r2»	mac-arm-02	offline
`, V{"a": g.cicdGHRunner(), "_r1": g.digits(3), "_r2": g.digits(3)}, "/orgs/acme-corp/actions/runners/registration-token", "mac-arm-02")

	g.add("cicd/gha-runner-credentials-files", `
$ cat ~/actions-runner/.runner
{
  "agentId": «_aid»,
  "agentName": "gpu-runner-01",
  "poolId": 1,
  "poolName": "Default",
  "serverUrl": "https://pipelinesghubeus22.actions.githubusercontent.com/«_pool»/",
  "gitHubUrl": "https://github.com/acme-corp",
  "workFolder": "_work"
}
$ cat ~/actions-runner/.credentials
{
  "scheme": "OAuth",
  "data": {
    "clientId": "«_cid»",
    "authorizationUrl": "https://vstoken.actions.githubusercontent.com/_apis/oauth2/token/«_aurl»",
    "requireFipsCryptography": "True"
  }
}
$ cat ~/actions-runner/.credentials_rsaparams
{"d":"«a»","dp":"«b»","dq":"«c»","exponent":"AQAB","inverseQ":"«d»","modulus":"«_mod»","p":"«e»","q":"«f»"}
`, V{"_aid": g.digits(3), "_pool": g.an(50), "_cid": g.uuid(), "_aurl": g.uuid(), "a": g.b64(256), "b": g.b64(128), "c": g.b64(128), "d": g.b64(128), "_mod": g.b64(256), "e": g.b64(128), "f": g.b64(128)},
		"gpu-runner-01", `"exponent":"AQAB"`, "https://vstoken.actions.githubusercontent.com/_apis/oauth2/token/")

	g.add("cicd/gha-act-secret-flags", `
$ act pull_request -j test \
    -s GITHUB_TOKEN=«a» \
    -s CODECOV_TOKEN=«b» \
    --var NODE_VERSION=20 \
    -P ubuntu-latest=catthehacker/ubuntu:act-22.04
INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket 'unix:///var/run/docker.sock'
[CI/test] 🚀  Start image=catthehacker/ubuntu:act-22.04
[CI/test]   🐳  docker pull image=catthehacker/ubuntu:act-22.04 platform= username= forcePull=true
[CI/test] ⭐ Run Main actions/checkout@v4
[CI/test]   ✅  Success - Main actions/checkout@v4
`, V{"a": g.ghp(), "b": g.uuid()}, "--var NODE_VERSION=20", "catthehacker/ubuntu:act-22.04")

	g.add("cicd/gha-act-secrets-file", `
$ cat .secrets
# act --secret-file .secrets   (NEVER COMMIT — listed in .gitignore)
GITHUB_TOKEN=«a»
NPM_TOKEN=«b»
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«_t»/«_b»/«c»
DOCKERHUB_USERNAME=acmebuild
DOCKERHUB_TOKEN=«d»
$ cat .vars
NODE_VERSION=20
DEPLOY_ENV=staging
`, V{"a": g.ghFine(), "b": g.npmTok(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24), "d": g.dockerPAT()}, "DOCKERHUB_USERNAME=acmebuild", "DEPLOY_ENV=staging")

	g.add("cicd/gha-step-debug-runtime-token", `
##[debug]Evaluating condition for step: 'Upload coverage'
##[debug]Evaluating: success()
##[debug]Evaluating success:
##[debug]=> true
##[debug]Result: true
##[debug]Starting: Upload coverage
##[debug]Loading inputs
##[debug]Loading env
Run actions/upload-artifact@v4
##[debug]ACTIONS_RUNTIME_URL: https://pipelinesghubeus11.actions.githubusercontent.com/«_pool»/
##[debug]ACTIONS_RUNTIME_TOKEN: «a»
##[debug]ACTIONS_RESULTS_URL: https://results-receiver.actions.githubusercontent.com/
With the provided path, there will be 14 files uploaded
Artifact name is valid!
Root directory input is valid!
Uploaded bytes 184221
Finished uploading artifact content to blob storage!
Artifact coverage.zip successfully finalized. Artifact ID «_art»
Artifact download URL: https://github.com/acme-corp/payments-api/actions/runs/«_run»/artifacts/«_art»
`, V{"_pool": g.an(50), "a": g.cicdRuntimeJWT(), "_art": g.digits(10), "_run": g.cicdRunID()}, "https://results-receiver.actions.githubusercontent.com/", "Uploaded bytes 184221")

	g.add("cicd/gha-oidc-token-debug-echo", `
Run TOKEN=$(curl -sSf -H "Authorization: bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=sts.amazonaws.com" | jq -r .value)
  TOKEN=$(curl -sSf -H "Authorization: bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=sts.amazonaws.com" | jq -r .value)
  echo "$TOKEN" | base64 -w0
  echo
  echo "id token: $TOKEN"
  shell: /usr/bin/bash -e {0}
«=b64»
id token: «a»
`, V{"=b64": g.b64(60), "a": g.cicdOIDC("acme-corp/payments-api")}, "$ACTIONS_ID_TOKEN_REQUEST_TOKEN", "audience=sts.amazonaws.com")

	g.add("cicd/gha-checkout-extraheader-git-config", `
$ cat .git/config
[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
[remote "origin"]
	url = https://github.com/acme-corp/payments-api
	fetch = +refs/heads/*:refs/remotes/origin/*
[gc]
	auto = 0
[http "https://github.com/"]
	extraheader = AUTHORIZATION: basic «a»
[branch "main"]
	remote = origin
	merge = refs/heads/main
`, V{"a": b64s("x-access-token:" + g.ghs())}, "url = https://github.com/acme-corp/payments-api")

	g.add("cicd/gha-gh-secret-set-and-list", `
$ gh secret set SENTRY_AUTH_TOKEN --env production --body "«a»"
✓ Set Actions secret SENTRY_AUTH_TOKEN for acme-corp/payments-api
$ gh secret list --env production
NAME               UPDATED
AWS_ROLE_ARN       about 2 months ago
SENTRY_AUTH_TOKEN  less than a minute ago
SLACK_WEBHOOK_URL  about 1 year ago
$ gh variable list
NAME          VALUE        UPDATED
NODE_VERSION  20           about 3 months ago
AWS_REGION    eu-west-1    about 3 months ago
`, V{"a": g.sentryUser()}, "✓ Set Actions secret SENTRY_AUTH_TOKEN for acme-corp/payments-api", "SLACK_WEBHOOK_URL  about 1 year ago")

	k := g.rsaPEM()
	g.add("cicd/gha-app-private-key-committed", `
$ git show HEAD~3 --stat
commit «_sha»
Author: dependabot-helper <ci@acme-corp.io>
    ci: add app key so the release job can mint installation tokens

 .github/app/acme-release-bot.private-key.pem | 27 +++++++++++++++++++++++++++
 .github/workflows/release.yml                |  6 +++---
$ cat .github/app/acme-release-bot.private-key.pem
«a»
`, V{"_sha": g.gitSHA(), "a": k.block()}, ".github/app/acme-release-bot.private-key.pem")

	g.add("cicd/gha-create-app-token-benign", `
      - uses: actions/create-github-app-token@v1
        id: app-token
        with:
          app-id: ${{ vars.RELEASE_APP_ID }}
          private-key: ${{ secrets.RELEASE_APP_PRIVATE_KEY }}
          owner: acme-corp
      - uses: actions/checkout@v4
        with:
          token: ${{ steps.app-token.outputs.token }}
          fetch-depth: 0
`, nil, "${{ secrets.RELEASE_APP_PRIVATE_KEY }}", "${{ steps.app-token.outputs.token }}", "${{ vars.RELEASE_APP_ID }}")

	g.add("cicd/gha-reusable-workflow-call-secrets", `
jobs:
  deploy-staging:
    uses: acme-corp/shared-workflows/.github/workflows/deploy.yml@main
    with:
      environment: staging
      image: ghcr.io/acme-corp/payments-api@sha256:«_dig»
    secrets: inherit
  deploy-legacy:
    uses: acme-corp/shared-workflows/.github/workflows/deploy-ssh.yml@main
    with:
      host: legacy-app-03.acme-corp.io
    secrets:
      ssh_password: «a»
      sudo_password: ${{ secrets.LEGACY_SUDO }}
`, V{"_dig": g.hex(64), "a": g.pw()}, "secrets: inherit", "${{ secrets.LEGACY_SUDO }}", "legacy-app-03.acme-corp.io")

	g.add("cicd/gha-failing-run-log-curl-verbose", `
2025-02-11T10:14:22.1841020Z ##[group]Run curl -v -X POST https://api.render.com/v1/services/srv-«_srv»/deploys
2025-02-11T10:14:22.1844518Z shell: /usr/bin/bash -e {0}
2025-02-11T10:14:22.1845011Z ##[endgroup]
2025-02-11T10:14:22.2951140Z > POST /v1/services/srv-«_srv»/deploys HTTP/2
2025-02-11T10:14:22.2952013Z > Host: api.render.com
2025-02-11T10:14:22.2952410Z > authorization: Bearer «a»
2025-02-11T10:14:22.2952797Z > accept: application/json
2025-02-11T10:14:22.4120119Z < HTTP/2 402
2025-02-11T10:14:22.4121450Z {"message":"payment required"}
2025-02-11T10:14:22.4180310Z ##[error]Process completed with exit code 22.
`, V{"_srv": g.s(alLowNum, 20), "a": "rnd_" + g.an(32)}, "Host: api.render.com", "##[error]Process completed with exit code 22.")

	g.add("cicd/gha-dependabot-yml-registries", `
# .github/dependabot.yml
version: 2
registries:
  npm-github:
    type: npm-registry
    url: https://npm.pkg.github.com
    token: ${{secrets.DEPENDABOT_GH_PACKAGES}}
  maven-nexus:
    type: maven-repository
    url: https://nexus.acme-corp.io/repository/maven-public/
    username: dependabot
    password: «a»
updates:
  - package-ecosystem: npm
    directory: "/"
    registries: [npm-github]
    schedule: { interval: weekly }
`, V{"a": g.pw()}, "${{secrets.DEPENDABOT_GH_PACKAGES}}", "username: dependabot")

	g.add("cicd/gha-run-summary-benign", `
$ gh run view «_run» --repo acme-corp/payments-api
✓ main CI · «_run»
Triggered via push about 12 minutes ago

JOBS
✓ lint in 41s (ID «_j1»)
✓ test (20.x) in 3m12s (ID «_j2»)
✓ build-image in 2m04s (ID «_j3»)

ARTIFACTS
coverage
dist-«_sha8»

For more information about a job, try: gh run view --job=<job-id>
View this run on GitHub: https://github.com/acme-corp/payments-api/actions/runs/«_run»
`, V{"_run": g.cicdRunID(), "_j1": g.digits(11), "_j2": g.digits(11), "_j3": g.digits(11), "_sha8": g.cicdShort()}, "Triggered via push about 12 minutes ago")

	g.add("cicd/gha-cache-restore-log-benign", `
Run actions/cache@v4
  with:
    path: ~/.cache/go-build
~/go/pkg/mod
    key: Linux-go-«_k»
    restore-keys: Linux-go-
Received 167772160 of 412083302 (40.7%), 159.9 MBs/sec
Received 412083302 of 412083302 (100.0%), 185.2 MBs/sec
Cache Size: ~393 MB (412083302 B)
/usr/bin/tar -xf /home/runner/work/_temp/«_tmp»/cache.tzst -P -C /home/runner/work/api/api --use-compress-program unzstd
Cache restored successfully
Cache restored from key: Linux-go-«_k»
`, V{"_k": g.hex(64), "_tmp": g.uuid()}, "restore-keys: Linux-go-")

	g.add("cicd/gha-self-hosted-runner-env-file", `
$ sudo cat /home/runner/actions-runner/.env
LANG=C.UTF-8
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
ImageOS=ubuntu22
ACTIONS_RUNNER_HOOK_JOB_STARTED=/opt/hooks/job-started.sh
HTTPS_PROXY=http://ci-proxy:«a»@proxy.acme-corp.io:3128
GOPRIVATE=github.com/acme-corp/*
GONOSUMDB=github.com/acme-corp/*
GH_TOKEN=«b»
`, V{"a": g.pwURL(), "b": g.gho()}, "ACTIONS_RUNNER_HOOK_JOB_STARTED=/opt/hooks/job-started.sh", "GOPRIVATE=github.com/acme-corp/*")
}

func (g *G) cicdCircleTravis() {
	g.add("cicd/circleci-config-contexts-benign", `
# .circleci/config.yml
version: 2.1
orbs:
  node: circleci/node@5.2.0
  aws-cli: circleci/aws-cli@4.1.3
jobs:
  deploy:
    docker:
      - image: cimg/node:20.11
        auth:
          username: acmebuild
          password: $DOCKERHUB_PASSWORD
    steps:
      - checkout
      - aws-cli/setup:
          role_arn: arn:aws:iam::«_acct»:role/circleci-deploy
      - run: npx serverless deploy --stage prod
workflows:
  main:
    jobs:
      - deploy:
          context: [aws-prod, dockerhub-readonly]
          filters: { branches: { only: main } }
`, V{"_acct": g.digits(12)}, "password: $DOCKERHUB_PASSWORD", "context: [aws-prod, dockerhub-readonly]")

	g.add("cicd/circleci-config-hardcoded-environment", `
jobs:
  integration:
    docker:
      - image: cimg/python:3.12
        environment:
          DATABASE_URL: postgresql://circle:«a»@localhost:5432/circle_test
          MAILGUN_API_KEY: «b»
      - image: cimg/postgres:16.2
        environment:
          POSTGRES_USER: circle
          POSTGRES_DB: circle_test
          POSTGRES_PASSWORD: «a»
    steps:
      - checkout
      - run: pytest tests/integration --junitxml=test-results/junit.xml
`, V{"a": g.pwURL(), "b": g.mailgun()}, "POSTGRES_USER: circle", "cimg/postgres:16.2")

	g.add("cicd/circleci-cli-yml-token", `
$ cat ~/.circleci/cli.yml
host: https://circleci.com
endpoint: graphql-unstable
token: «a»
rest_endpoint: api/v2
tls_cert: ""
tls_insecure: false
orb_publishing:
  default_namespace: acme-corp
$ circleci config validate
Config file at .circleci/config.yml is valid.
`, V{"a": g.cicdCircle()}, "default_namespace: acme-corp", "Config file at .circleci/config.yml is valid.")

	g.add("cicd/circleci-api-envvar-list", `
$ curl -s -H "Circle-Token: «a»" https://circleci.com/api/v2/project/gh/acme-corp/payments-api/envvar | jq .
{
  "next_page_token": null,
  "items": [
    {"name": "AWS_ACCESS_KEY_ID", "value": "xxxx«=m1»", "created_at": "2024-03-02T11:20:44.351Z"},
    {"name": "AWS_SECRET_ACCESS_KEY", "value": "xxxx«=m2»", "created_at": "2024-03-02T11:20:51.118Z"},
    {"name": "NPM_TOKEN", "value": "xxxx«=m3»", "created_at": "2024-09-17T08:02:13.907Z"}
  ]
}
`, V{"a": g.cicdCircle(), "=m1": g.s(alUpNum, 4), "=m2": g.an(4), "=m3": g.an(4)}, "https://circleci.com/api/v2/project/gh/acme-corp/payments-api/envvar", `"name": "AWS_SECRET_ACCESS_KEY"`)

	g.add("cicd/circleci-api-create-envvar", `
$ curl -X POST https://circleci.com/api/v2/project/gh/acme-corp/payments-api/envvar \
    -H "Circle-Token: $CIRCLE_TOKEN" \
    -H "Content-Type: application/json" \
    -d '{"name":"DATADOG_API_KEY","value":"«a»"}'
{"name":"DATADOG_API_KEY","value":"xxxx«=m»","created_at":"2025-02-11T11:02:37.512Z"}
`, V{"a": g.hex(32), "=m": g.hex(4)}, "$CIRCLE_TOKEN", `"name":"DATADOG_API_KEY"`)

	g.add("cicd/circleci-legacy-api-token-query", `
$ curl "https://circleci.com/api/v1.1/project/github/acme-corp/payments-api?circle-token=«a»&limit=3&filter=failed" | jq '.[] | {build_num, vcs_revision, status}'
{
  "build_num": «_n1»,
  "vcs_revision": "«_sha»",
  "status": "failed"
}
`, V{"a": g.hex(40), "_n1": g.digits(5), "_sha": g.gitSHA()}, "https://circleci.com/api/v1.1/project/github/acme-corp/payments-api")

	g.add("cicd/travis-yml-secure-benign", `
# .travis.yml
language: ruby
rvm: 3.2
services: [postgresql, redis-server]
env:
  global:
    - RAILS_ENV=test
    - secure: "«_s1»"
    - secure: "«_s2»"
deploy:
  provider: heroku
  api_key:
    secure: "«_s3»"
  app: acme-payments-staging
  on: { branch: main }
`, V{"_s1": g.b64(256), "_s2": g.b64(256), "_s3": g.b64(256)}, "app: acme-payments-staging", "RAILS_ENV=test")

	g.add("cicd/travis-yml-plain-env", `
# .travis.yml
language: node_js
node_js: ["18"]
env:
  global:
    - SAUCE_USERNAME=acme-qa
    - SAUCE_ACCESS_KEY=«a»
    - COVERALLS_REPO_TOKEN=«b»
script:
  - npm test
after_success:
  - npx coveralls < coverage/lcov.info
`, V{"a": g.uuid(), "b": g.an(32)}, "SAUCE_USERNAME=acme-qa", "npx coveralls < coverage/lcov.info")

	g.add("cicd/travis-encrypt-command", `
$ travis encrypt --com SLACK_TOKEN=«a» --add env.global
Detected repository as acme-corp/payments-api, is this correct? |yes|
$ git diff .travis.yml
@@ -6,3 +6,4 @@ env:
   global:
     - RAILS_ENV=test
+    - secure: «_s»
`, V{"a": g.xoxb(), "_s": g.b64(256)}, "Detected repository as acme-corp/payments-api")

	g.add("cicd/travis-env-list-public", `
$ travis env list --com -r acme-corp/legacy-site
# environment variables for acme-corp/legacy-site
FTP_HOST=ftp.acme-hosting.net
FTP_USER=legacy-deploy
FTP_PASSWORD=[secure]
CLOUDFLARE_API_TOKEN=«a»
$ travis whatsup --com
acme-corp/legacy-site passed: #«_n»
`, V{"a": g.cfToken(), "_n": g.digits(4)}, "FTP_PASSWORD=[secure]", "FTP_USER=legacy-deploy")

	g.add("cicd/travis-config-yml-token", `
$ cat ~/.travis/config.yml
endpoints:
  https://api.travis-ci.com/:
    access_token: «a»
default_endpoint: https://api.travis-ci.com/
last_check:
  at: 1739271600
  etag: '"«_etag»"'
  version: 1.11.1
`, V{"a": g.an(22), "_etag": g.hex(32)}, "default_endpoint: https://api.travis-ci.com/")
}

func (g *G) cicdAzure() {
	g.add("cicd/azure-pipelines-var-refs-benign", `
# azure-pipelines.yml
trigger:
  branches: { include: [main] }
pool:
  vmImage: ubuntu-latest
variables:
  - group: payments-prod-secrets
  - name: buildConfiguration
    value: Release
steps:
  - task: DotNetCoreCLI@2
    inputs:
      command: publish
      arguments: '--configuration $(buildConfiguration)'
  - script: |
      dotnet ef database update --connection "$(ConnectionStrings.Payments)"
    env:
      SQL_PASSWORD: $(sqlAdminPassword)
      SYSTEM_ACCESSTOKEN: $(System.AccessToken)
  - task: AzureWebApp@1
    inputs:
      azureSubscription: 'sc-payments-prod'
      appName: 'acme-payments-api'
`, nil, "$(sqlAdminPassword)", "$(System.AccessToken)", "group: payments-prod-secrets", "azureSubscription: 'sc-payments-prod'")

	g.add("cicd/azure-pipelines-hardcoded-variables", `
variables:
  ACR_NAME: acmeprodacr
  ACR_USERNAME: acmeprodacr
  ACR_PASSWORD: «a»
  ARM_CLIENT_ID: «_cid»
  ARM_CLIENT_SECRET: «b»
  ARM_TENANT_ID: «_tid»
steps:
  - script: docker login $(ACR_NAME).azurecr.io -u $(ACR_USERNAME) -p $(ACR_PASSWORD)
  - script: terraform apply -auto-approve
    env:
      ARM_CLIENT_SECRET: $(ARM_CLIENT_SECRET)
`, V{"a": g.an(32) + "+ACR" + g.an(16), "_cid": g.uuid(), "b": g.azSecret(), "_tid": g.uuid()}, "ACR_NAME: acmeprodacr", "$(ACR_PASSWORD)")

	g.add("cicd/azure-devops-pat-clone-url", `
$ git clone https://dana:«a»@dev.azure.com/acme-corp/Payments/_git/payments-api
Cloning into 'payments-api'...
remote: Azure Repos
remote: Found 8412 objects to send. (146 ms)
Receiving objects: 100% (8412/8412), 5.31 MiB | 9.80 MiB/s, done.
`, V{"a": g.azDevops()}, "dev.azure.com/acme-corp/Payments/_git/payments-api", "remote: Azure Repos")

	g.add("cicd/azure-devops-cli-login", `
$ echo «a» | az devops login --organization https://dev.azure.com/acme-corp
$ az devops configure --defaults organization=https://dev.azure.com/acme-corp project=Payments
$ az pipelines runs list --top 3 -o table
Run ID    Number      Status     Result     Pipeline ID    Pipeline Name
--------  ----------  ---------  ---------  -------------  -----------------
«_r1»     20250211.3  completed  succeeded  41             payments-api-ci
«_r2»     20250211.2  completed  failed     41             payments-api-ci
`, V{"a": g.cicdAzNew(), "_r1": g.digits(6), "_r2": g.digits(6)}, "https://dev.azure.com/acme-corp", "payments-api-ci")

	g.add("cicd/azure-devops-ext-pat-export", `
# ~/.zshrc (work laptop)
export AZURE_DEVOPS_EXT_PAT=«a»
export AZDO_ORG_SERVICE_URL=https://dev.azure.com/acme-corp
export AZDO_PERSONAL_ACCESS_TOKEN=$AZURE_DEVOPS_EXT_PAT
alias pr='az repos pr list --status active -o table'
`, V{"a": g.azDevops()}, "AZDO_ORG_SERVICE_URL=https://dev.azure.com/acme-corp", "$AZURE_DEVOPS_EXT_PAT")

	g.add("cicd/azure-devops-agent-config", `
PS C:\agent> .\config.cmd --unattended --url https://dev.azure.com/acme-corp --auth pat --token «a» --pool "Self-Hosted Windows" --agent BUILD-WIN-07 --runAsService --windowsLogonAccount "ACME\svc-azagent" --windowsLogonPassword "«b»"

>> Connect:

Connecting to server ...

>> Register Agent:

Scanning for tool capabilities.
Connecting to the server.
Successfully added the agent
Testing agent connection.
2025-02-11 10:31:55Z: Settings Saved.
Granting file permissions to 'NT AUTHORITY\NETWORK SERVICE'.
Service vstsagent.acme-corp.Self-Hosted Windows.BUILD-WIN-07 successfully installed
`, V{"a": g.azDevops(), "b": g.pw()}, "BUILD-WIN-07", `"ACME\svc-azagent"`)

	g.add("cicd/azure-devops-service-connection-json", `
$ cat sc-aks-prod.json
{
  "data": { "subscriptionId": "«_sub»", "subscriptionName": "Acme Production", "environment": "AzureCloud", "scopeLevel": "Subscription" },
  "name": "sc-aks-prod",
  "type": "azurerm",
  "url": "https://management.azure.com/",
  "authorization": {
    "parameters": {
      "tenantid": "«_tid»",
      "serviceprincipalid": "«_spid»",
      "authenticationType": "spnKey",
      "serviceprincipalkey": "«a»"
    },
    "scheme": "ServicePrincipal"
  },
  "isShared": false,
  "isReady": true
}
$ az devops service-endpoint create --service-endpoint-configuration sc-aks-prod.json
`, V{"_sub": g.uuid(), "_tid": g.uuid(), "_spid": g.uuid(), "a": g.azSecret()}, `"authenticationType": "spnKey"`, "sc-aks-prod")

	g.add("cicd/azure-devops-variable-group-list", `
$ az pipelines variable-group list --group-name payments-prod-secrets -o json
[
  {
    "id": 17,
    "name": "payments-prod-secrets",
    "type": "Vsts",
    "variables": {
      "sqlAdminLogin": { "isSecret": null, "value": "paymentsadmin" },
      "sqlAdminPassword": { "isSecret": true, "value": null },
      "stripeSecretKey": { "isSecret": true, "value": null },
      "redisConnection": { "isSecret": null, "value": "acme-prod.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False" }
    }
  }
]
`, V{"a": g.b64(32)}, `"sqlAdminLogin": { "isSecret": null, "value": "paymentsadmin" }`, `"sqlAdminPassword": { "isSecret": true, "value": null }`)

	g.add("cicd/azure-vso-setvariable-issecret", `
- pwsh: |
    $kv = az keyvault secret show --vault-name kv-payments-prod --name sql-admin --query value -o tsv
    Write-Host "##vso[task.setvariable variable=sqlPassword;issecret=true]$kv"
  displayName: Fetch SQL password
- pwsh: |
    # local fallback while Key Vault access is being fixed (ticket OPS-«_tk»)
    Write-Host "##vso[task.setvariable variable=sqlPassword;issecret=true]«a»"
  displayName: Fallback SQL password
`, V{"_tk": g.digits(4), "a": g.pwStrong()}, "kv-payments-prod", `"##vso[task.setvariable variable=sqlPassword;issecret=true]$kv"`)

	g.add("cicd/azure-pipelines-log-masked-benign", `
2025-02-11T10:44:01.3310542Z ##[section]Starting: Run migrations
2025-02-11T10:44:01.3433290Z Task         : Command line
2025-02-11T10:44:01.3433912Z Version      : 2.246.1
2025-02-11T10:44:01.3821337Z Generating script.
2025-02-11T10:44:01.3854910Z ========================== Starting Command Output ===========================
2025-02-11T10:44:01.4120018Z dotnet ef database update --connection "Server=tcp:acme-prod.database.windows.net,1433;User ID=paymentsadmin;Password=***;Encrypt=True"
2025-02-11T10:44:09.8814109Z Done.
2025-02-11T10:44:09.9020115Z ##[section]Finishing: Run migrations
2025-02-11T10:44:09.9112501Z Build «_b»: https://dev.azure.com/acme-corp/Payments/_build/results?buildId=«_id»
`, V{"_b": "20250211." + g.digits(1), "_id": g.digits(6)}, "Password=***", "User ID=paymentsadmin")
}

func (g *G) cicdBitbucketTeamCity() {
	g.add("cicd/bitbucket-pipelines-yml", `
# bitbucket-pipelines.yml
image: node:20
definitions:
  caches:
    nextcache: .next/cache
pipelines:
  branches:
    main:
      - step:
          name: Build and deploy
          caches: [node, nextcache]
          script:
            - npm ci && npm run build
            - pipe: atlassian/aws-s3-deploy:1.6.1
              variables:
                AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
                AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY
                AWS_DEFAULT_REGION: eu-west-1
                S3_BUCKET: acme-www-prod
                LOCAL_PATH: out
            - pipe: atlassian/slack-notify:2.2.0
              variables:
                WEBHOOK_URL: https://hooks.slack.com/services/«_t»/«_b»/«a»
                MESSAGE: "Deployed $BITBUCKET_COMMIT to prod"
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY", "S3_BUCKET: acme-www-prod", "$BITBUCKET_COMMIT")

	g.add("cicd/bitbucket-app-password-curl-variables", `
$ curl -s -u dana-acme:«a» \
    -X POST -H 'Content-Type: application/json' \
    https://api.bitbucket.org/2.0/repositories/acme-corp/website/pipelines_config/variables/ \
    -d '{"key":"SENTRY_DSN","value":"https://«=k»@o«_org».ingest.sentry.io/«_proj»","secured":false}'
{"type": "pipeline_variable", "uuid": "{«_u»}", "key": "SENTRY_DSN", "secured": false, "value": "https://«=k»@o«_org».ingest.sentry.io/«_proj»"}
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8), "=k": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "_u": g.uuid()}, "https://api.bitbucket.org/2.0/repositories/acme-corp/website/pipelines_config/variables/")

	g.add("cicd/bitbucket-repo-access-token-clone", `
$ git clone https://x-token-auth:«a»@bitbucket.org/acme-corp/website.git
Cloning into 'website'...
remote: Enumerating objects: 2210, done.
Receiving objects: 100% (2210/2210), 14.02 MiB | 18.4 MiB/s, done.
`, V{"a": "ATCTT3xFfGN0" + g.b64u(170) + "=" + g.s(alHexU, 8)}, "bitbucket.org/acme-corp/website.git")

	g.add("cicd/bitbucket-pipeline-log-secured-benign", `
+ echo "deploying with key ${DEPLOY_KEY:0:4}…"
deploying with key $DEPLOY_KEY…
+ ./scripts/deploy.sh --host web-01.acme-corp.io --token $DEPLOY_TOKEN
Using token $DEPLOY_TOKEN
Deploy «_id» finished in 38s
Build number: «_n»   Commit: «_sha»   Step UUID: {«_u»}
`, V{"_id": g.uuid(), "_n": g.digits(4), "_sha": g.gitSHA(), "_u": g.uuid()}, "Using token $DEPLOY_TOKEN", "web-01.acme-corp.io")

	g.add("cicd/teamcity-settings-kts-credentialsjson-benign", `
// .teamcity/settings.kts
import jetbrains.buildServer.configs.kotlin.*
import jetbrains.buildServer.configs.kotlin.buildSteps.script
import jetbrains.buildServer.configs.kotlin.vcs.GitVcsRoot

version = "2024.12"

project {
    vcsRoot(PaymentsRepo)
    buildType(Build)
    params {
        password("env.NEXUS_PASSWORD", "credentialsJSON:«_c1»", display = ParameterDisplay.HIDDEN)
        param("env.NEXUS_USER", "teamcity")
    }
}

object PaymentsRepo : GitVcsRoot({
    name = "payments-api"
    url = "git@github.com:acme-corp/payments-api.git"
    branch = "refs/heads/main"
    authMethod = uploadedKey {
        uploadedKey = "teamcity-deploy-key"
        passphrase = "credentialsJSON:«_c2»"
    }
})
`, V{"_c1": g.uuid(), "_c2": g.uuid()}, "teamcity-deploy-key", `param("env.NEXUS_USER", "teamcity")`)

	g.add("cicd/teamcity-settings-kts-plain-password", `
object Deploy : BuildType({
    name = "Deploy to staging"
    params {
        param("env.STAGING_HOST", "staging-01.acme-corp.io")
        password("env.STAGING_SSH_PASSWORD", "«a»")
        param("env.OCTOPUS_API_KEY", "«b»")
    }
    steps {
        script {
            scriptContent = "./deploy.sh %env.STAGING_HOST%"
        }
    }
})
`, V{"a": g.pw(), "b": g.cicdOctopus()}, `"./deploy.sh %env.STAGING_HOST%"`, "staging-01.acme-corp.io")

	g.add("cicd/teamcity-service-message-setparameter", `
[10:21:04] : Step 2/4: Get registry token (Command Line)
[10:21:04]i:   [Step 2/4] Starting: /opt/buildagent/temp/agentTmp/custom_script«_n».sh
[10:21:04]i:   [Step 2/4] in directory: /opt/buildagent/work/«_wd»
[10:21:05] :   [Step 2/4] ##teamcity[setParameter name='env.REGISTRY_TOKEN' value='«a»']
[10:21:05] :   [Step 2/4] ##teamcity[buildStatisticValue key='tokenFetchMs' value='412']
[10:21:05]i:   [Step 2/4] Process exited with code 0
`, V{"_n": g.digits(19), "_wd": g.hex(16), "a": g.b64u(64)}, "##teamcity[buildStatisticValue key='tokenFetchMs' value='412']")

	g.add("cicd/teamcity-super-user-token", `
$ docker logs teamcity-server 2>&1 | grep -i "super user"
[TeamCity] Super user authentication token: «a» (use empty username with the token as the password to access the server)
$ curl -s -u ":«a»" http://localhost:8111/app/rest/server | xmllint --xpath 'string(//server/@version)' -
2024.12.2 (build 174650)
`, V{"a": g.digits(19)}, "use empty username with the token as the password", "2024.12.2 (build 174650)")

	g.add("cicd/teamcity-access-token-rest", `
$ curl -s -H "Authorization: Bearer «a»" -H "Accept: application/json" \
    "https://teamcity.acme-corp.io/app/rest/builds?locator=buildType:Payments_Build,count:2" | jq '.build[] | {id, number, status, branchName}'
{
  "id": «_id1»,
  "number": "«_n1»",
  "status": "SUCCESS",
  "branchName": "main"
}
`, V{"a": g.cicdTCToken(), "_id1": g.digits(6), "_n1": g.cicdBuild()}, "buildType:Payments_Build")

	g.add("cicd/teamcity-build-agent-properties", `
$ cat /opt/buildagent/conf/buildAgent.properties
## TeamCity build agent configuration file
serverUrl=https://teamcity.acme-corp.io
name=linux-agent-04
workDir=../work
tempDir=../temp
systemDir=../system
authorizationToken=«a»
env.DOCKER_CONFIG=/opt/buildagent/.docker
system.agent.pool=linux-large
`, V{"a": g.hex(32)}, "name=linux-agent-04", "serverUrl=https://teamcity.acme-corp.io")

	g.add("cicd/teamcity-build-log-masked-benign", `
[11:02:41] : Step 3/4: Publish (Maven)
[11:02:41]i:   [Step 3/4] Starting: /opt/java/bin/java -Dmaven.home=/opt/maven -Dnexus.password=******* -jar plexus-classworlds.jar deploy
[11:02:58] :   [Step 3/4] Uploaded: https://nexus.acme-corp.io/repository/maven-releases/io/acme/payments-api/2.14.0/payments-api-2.14.0.pom
[11:03:02] : Build finished. Build id: «_id», build number: «_n», VCS revision: «_sha»
`, V{"_id": g.digits(6), "_n": g.cicdBuild(), "_sha": g.gitSHA()}, "-Dnexus.password=*******")

	g.add("cicd/bamboo-specs-yaml", `
# bamboo-specs/bamboo.yml
version: 2
plan:
  project-key: PAY
  key: API
  name: Payments API
variables:
  nexus.user: bamboo
  nexus.password: «a»
  secret.deploy.token: ${bamboo.deploy.token.secret}
stages:
  - Build:
      jobs: [Package]
Package:
  tasks:
    - script:
        - mvn -B deploy -Dnexus.user=${bamboo.nexus.user} -Dnexus.password=${bamboo.nexus.password}
`, V{"a": g.pw()}, "project-key: PAY", "${bamboo.deploy.token.secret}", "nexus.user: bamboo")

	g.add("cicd/bamboo-pat-rest-call", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://bamboo.acme-corp.io/rest/api/latest/result/PAY-API/latest.json?expand=changes" | jq '{buildResultKey, state, vcsRevisionKey}'
{
  "buildResultKey": "PAY-API-«_n»",
  "state": "Successful",
  "vcsRevisionKey": "«_sha»"
}
`, V{"a": g.s(alAlnum+"+/", 44), "_n": g.digits(3), "_sha": g.gitSHA()}, "https://bamboo.acme-corp.io/rest/api/latest/result/PAY-API/latest.json")

	g.add("cicd/bamboo-agent-wrapper-conf", `
$ grep -n 'wrapper.app.parameter' /opt/bamboo-agent/conf/wrapper.conf
74:wrapper.app.parameter.1=com.atlassian.bamboo.agent.bootstrap.AgentBootstrap
75:wrapper.app.parameter.2=https://bamboo.acme-corp.io/agentServer/
76:wrapper.app.parameter.3=-t
77:wrapper.app.parameter.4=«a»
$ cat /opt/bamboo-agent/bamboo-agent.cfg.xml | grep -E 'agentUuid|id>'
  <agentUuid>«_u»</agentUuid>
  <id>«_id»</id>
`, V{"a": g.hex(40), "_u": g.uuid(), "_id": g.digits(9)}, "https://bamboo.acme-corp.io/agentServer/")
}

func (g *G) cicdDroneBuildkite() {
	g.add("cicd/drone-yml-from-secret-benign", `
# .drone.yml
kind: pipeline
type: docker
name: default

steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: acme/payments-api
      tags: ["${DRONE_COMMIT_SHA:0:8}", latest]
      username:
        from_secret: docker_username
      password:
        from_secret: docker_password
  - name: notify
    image: plugins/slack
    settings:
      webhook:
        from_secret: slack_webhook
    when: { status: [success, failure] }
`, nil, "from_secret: docker_password", "from_secret: slack_webhook", "${DRONE_COMMIT_SHA:0:8}")

	g.add("cicd/drone-server-docker-run", `
$ docker run \
  --volume=/var/lib/drone:/data \
  --env=DRONE_GITEA_SERVER=https://git.acme-home.net \
  --env=DRONE_GITEA_CLIENT_ID=«_cid» \
  --env=DRONE_GITEA_CLIENT_SECRET=«a» \
  --env=DRONE_RPC_SECRET=«b» \
  --env=DRONE_SERVER_HOST=drone.acme-home.net \
  --env=DRONE_SERVER_PROTO=https \
  --publish=80:80 --publish=443:443 \
  --restart=always --detach=true --name=drone \
  drone/drone:2
`, V{"_cid": g.uuid(), "a": "gto_" + g.s(alLowNum, 52), "b": g.hex(32)}, "DRONE_SERVER_HOST=drone.acme-home.net", "DRONE_GITEA_SERVER=https://git.acme-home.net")

	g.add("cicd/drone-runner-compose", `
services:
  drone-runner:
    image: drone/drone-runner-docker:1
    restart: always
    environment:
      DRONE_RPC_PROTO: https
      DRONE_RPC_HOST: drone.acme-home.net
      DRONE_RPC_SECRET: «a»
      DRONE_RUNNER_CAPACITY: 2
      DRONE_RUNNER_NAME: nuc-runner
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
`, V{"a": g.hex(32)}, "DRONE_RUNNER_NAME: nuc-runner", "drone/drone-runner-docker:1")

	g.add("cicd/drone-cli-secret-add", `
$ export DRONE_SERVER=https://drone.acme-home.net
$ export DRONE_TOKEN=«a»
$ drone secret add --repository acme/payments-api --name docker_password --data «b»
$ drone secret ls acme/payments-api
docker_username
Pull Request Read:  false
Pull Request Write: false

docker_password
Pull Request Read:  false
Pull Request Write: false
`, V{"a": g.an(32), "b": g.dockerPAT()}, "DRONE_SERVER=https://drone.acme-home.net", "--name docker_password")

	g.add("cicd/woodpecker-server-env", `
# /etc/woodpecker/server.env
WOODPECKER_HOST=https://ci.acme-home.net
WOODPECKER_OPEN=false
WOODPECKER_ADMIN=dana
WOODPECKER_GITHUB=true
WOODPECKER_GITHUB_CLIENT=«_cid»
WOODPECKER_GITHUB_SECRET=«a»
WOODPECKER_AGENT_SECRET=«b»
WOODPECKER_DATABASE_DRIVER=postgres
WOODPECKER_DATABASE_DATASOURCE=postgres://woodpecker:«c»@127.0.0.1:5432/woodpecker?sslmode=disable
`, V{"_cid": "Ov23li" + g.an(14), "a": g.hex(40), "b": g.hex(64), "c": g.pwURL()}, "WOODPECKER_HOST=https://ci.acme-home.net", "WOODPECKER_ADMIN=dana")

	g.add("cicd/woodpecker-pipeline-secrets-benign", `
# .woodpecker/deploy.yaml
when:
  - event: push
    branch: main
steps:
  - name: deploy
    image: alpine:3.20
    environment:
      SSH_KEY:
        from_secret: deploy_ssh_key
      HOST: web-01.acme-home.net
    commands:
      - apk add --no-cache openssh-client rsync
      - echo "$SSH_KEY" > /tmp/key && chmod 600 /tmp/key
      - rsync -e "ssh -i /tmp/key -o StrictHostKeyChecking=no" -a public/ deploy@$HOST:/srv/www/
`, nil, "from_secret: deploy_ssh_key", "HOST: web-01.acme-home.net")

	g.add("cicd/buildkite-agent-cfg", `
$ sudo cat /etc/buildkite-agent/buildkite-agent.cfg
# The token from your Buildkite "Agents" page
token="«a»"

# The name of the agent
name="%hostname-%spawn"

# Tags for the agent (default is "queue=default")
tags="queue=deploy,os=linux,arch=amd64"

# Path to where the builds will run from
build-path="/var/lib/buildkite-agent/builds"
hooks-path="/etc/buildkite-agent/hooks"
plugins-path="/etc/buildkite-agent/plugins"
`, V{"a": g.s(alLowNum, 50)}, `tags="queue=deploy,os=linux,arch=amd64"`, `name="%hostname-%spawn"`)

	g.add("cicd/buildkite-pipeline-yml-env", `
# .buildkite/pipeline.yml
env:
  DOCKER_BUILDKIT: "1"
  HONEYCOMB_API_KEY: "«a»"
steps:
  - label: ":docker: build"
    command: ".buildkite/steps/build.sh"
    plugins:
      - docker-login#v3.0.0:
          username: acmebuild
          password-env: DOCKERHUB_TOKEN
  - wait
  - label: ":rocket: deploy"
    command: "scripts/deploy.sh"
    branches: main
    env:
      DEPLOY_API_TOKEN: "«b»"
    agents:
      queue: deploy
`, V{"a": "hcaik_" + g.s(alLowNum, 58), "b": g.hex(40)}, "password-env: DOCKERHUB_TOKEN", `label: ":rocket: deploy"`)

	g.add("cicd/buildkite-api-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://api.buildkite.com/v2/organizations/acme-corp/pipelines/payments-api/builds?state=failed&per_page=2" | jq '.[] | {number, commit, web_url}'
{
  "number": «_n»,
  "commit": "«_sha»",
  "web_url": "https://buildkite.com/acme-corp/payments-api/builds/«_n»"
}
`, V{"a": "bkua_" + g.hex(40), "_n": g.digits(4), "_sha": g.gitSHA()}, "https://api.buildkite.com/v2/organizations/acme-corp/pipelines/payments-api/builds")

	g.add("cicd/buildkite-environment-hook", `
$ cat /etc/buildkite-agent/hooks/environment
#!/bin/bash
set -euo pipefail

if [[ "$BUILDKITE_PIPELINE_SLUG" == "payments-api" ]]; then
  export NPM_TOKEN="«a»"
  export CODECOV_TOKEN="«b»"
fi

export BUILDKITE_S3_DEFAULT_REGION=eu-west-1
export BUILDKITE_ARTIFACT_UPLOAD_DESTINATION="s3://acme-bk-artifacts/$BUILDKITE_PIPELINE_ID/$BUILDKITE_BUILD_ID/$BUILDKITE_JOB_ID"
`, V{"a": g.npmTok(), "b": g.uuid()}, `"$BUILDKITE_PIPELINE_SLUG" == "payments-api"`, "s3://acme-bk-artifacts/$BUILDKITE_PIPELINE_ID/$BUILDKITE_BUILD_ID/$BUILDKITE_JOB_ID")

	g.add("cicd/buildkite-job-log-benign", `
~~~ Preparing working directory
$ cd /var/lib/buildkite-agent/builds/ip-10-0-4-17-1/acme-corp/payments-api
$ git fetch -v --prune -- origin refs/heads/main
$ git checkout -f «_sha»
~~~ Running plugin docker-login command hook
Logging in to Docker Hub as acmebuild
~~~ Running commands
$ .buildkite/steps/build.sh
Build ID: «_bid»  Job ID: «_jid»  Agent: ip-10-0-4-17-1
$ buildkite-agent artifact upload "dist/*.tgz"
Uploading artifact «_aid» dist/payments-api-2.14.0.tgz (4.1 MiB)
`, V{"_sha": g.gitSHA(), "_bid": g.uuid(), "_jid": g.uuid(), "_aid": g.uuid()}, "Logging in to Docker Hub as acmebuild")

	g.add("cicd/buildkite-agent-start-flag", `
$ buildkite-agent start --token «a» --tags "queue=gpu" --name "gpu-box-%spawn" --spawn 2
   _           _ _     _ _    _ _                                _
  | |         (_) |   | | |  (_) |                              | |
  | |__  _   _ _| | __| | | ___| |_ ___    __ _  __ _  ___ _ __ | |_
  | '_ \| | | | | |/ _ | |/ / | __/ _ \  / _ |/ _ |/ _ \ '_ \| __|
  | |_) | |_| | | | (_| |   <| | ||  __/ | (_| | (_| |  __/ | | | |_
  |_.__/ \__,_|_|_|\__,_|_|\_\_|\__\___|  \__,_|\__, |\___|_| |_|\__|
                                                __/ |
https://buildkite.com/agent                    |___/

2025-02-11 11:20:14 NOTICE Starting buildkite-agent v3.89.0 with PID: «_pid»
2025-02-11 11:20:15 INFO   gpu-box-1 Successfully registered agent "gpu-box-1" with tags [queue=gpu]
`, V{"a": "bkct_" + g.s(alLowNum, 48), "_pid": g.digits(5)}, "Starting buildkite-agent v3.89.0")
}

func (g *G) cicdGitOps() {
	g.add("cicd/argocd-initial-admin-secret-login", `
$ ARGO_PW=$(kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d); echo $ARGO_PW
«a»
$ argocd login argocd.acme-corp.io --username admin --password «a» --grpc-web
'admin:login' logged in successfully
Context 'argocd.acme-corp.io' updated
`, V{"a": g.s(alAlnum+"-", 16)}, "argocd-initial-admin-secret", "'admin:login' logged in successfully")

	g.add("cicd/argocd-admin-initial-password-cli", `
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using ˋargocd account update-passwordˋ.
`, V{"a": g.s(alAlnum+"-", 16)}, "argocd account update-password")

	g.cicdAdd("cicd/argocd-login-in-pipeline-step", `
deploy:
  stage: deploy
  image: quay.io/argoproj/argocd:v2.13.3
  script:
    - argocd login argocd.acme-corp.io --username ci-deployer --password '«a»' --grpc-web
    - argocd app set payments-api --kustomize-image ghcr.io/acme-corp/payments-api:$CI_COMMIT_SHORT_SHA
    - argocd app sync payments-api --timeout 300
    - argocd app wait payments-api --health
`, V{"a": g.pwStrong()}, "--username ci-deployer", "argocd app sync payments-api --timeout 300")

	g.add("cicd/argocd-account-generate-token", `
$ argocd account generate-token --account github-actions --expires-in 8760h
«a»
$ gh secret set ARGOCD_AUTH_TOKEN --repo acme-corp/payments-api --body -   # pasted the line above
✓ Set Actions secret ARGOCD_AUTH_TOKEN for acme-corp/payments-api
`, V{"a": g.cicdArgoJWT("github-actions:apiKey")}, "--account github-actions", "✓ Set Actions secret ARGOCD_AUTH_TOKEN for acme-corp/payments-api")

	g.add("cicd/argocd-repo-add-https", `
$ argocd repo add https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git --username argocd --password «a»
Repository 'https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git' added
$ argocd repo list
TYPE  NAME  REPO                                                             INSECURE  OCI    LFS    CREDS  STATUS      MESSAGE  PROJECT
git         https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git  false     false  false  true   Successful
`, V{"a": g.glpat()}, "Repository 'https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git' added")

	g.add("cicd/argocd-env-auth-token-gha", `
      - name: Sync Argo CD
        env:
          ARGOCD_SERVER: argocd.acme-corp.io
          ARGOCD_AUTH_TOKEN: «a»
          ARGOCD_OPTS: --grpc-web
        run: |
          argocd app sync payments-api-staging --revision ${{ github.sha }}
          argocd app wait payments-api-staging --health --timeout 600
`, V{"a": g.cicdArgoJWT("github-actions:apiKey")}, "ARGOCD_SERVER: argocd.acme-corp.io", "${{ github.sha }}")

	g.add("cicd/argocd-app-list-benign", `
$ argocd app list -o wide
NAME                          CLUSTER                         NAMESPACE  PROJECT   STATUS  HEALTH   SYNCPOLICY  CONDITIONS  REPO                                                          PATH                  TARGET
argocd/payments-api-prod      https://kubernetes.default.svc  payments   default   Synced  Healthy  Auto-Prune  <none>      https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git  apps/payments/prod    «_sha»
argocd/payments-api-staging   https://kubernetes.default.svc  payments   default   Synced  Healthy  Auto        <none>      https://gitlab.acme-corp.io/acme/platform/deploy-manifests.git  apps/payments/staging main
`, V{"_sha": g.gitSHA()}, "argocd/payments-api-prod", "apps/payments/staging")

	g.add("cicd/flux-bootstrap-github-token", `
$ export GITHUB_TOKEN=«a»
$ flux bootstrap github \
    --token-auth \
    --owner=acme-corp \
    --repository=fleet-infra \
    --branch=main \
    --path=clusters/prod-eu \
    --personal=false
► connecting to github.com
► cloning branch "main" from Git repository "https://github.com/acme-corp/fleet-infra.git"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ component manifests are up to date
► installing components in "flux-system" namespace
✔ installed components
✔ reconciled components
► determining if source secret "flux-system/flux-system" exists
► generating source secret
✔ source secret up to date
`, V{"a": g.ghFine()}, "--path=clusters/prod-eu", `source secret "flux-system/flux-system"`)

	g.add("cicd/flux-create-secret-git-export", `
$ flux create secret git charts-auth \
    --url=https://gitlab.acme-corp.io/acme/helm-charts.git \
    --username=flux \
    --password=«a» \
    --export
---
apiVersion: v1
kind: Secret
metadata:
  name: charts-auth
  namespace: flux-system
stringData:
  password: «a»
  username: flux
`, V{"a": "gldt-" + g.b64u(20)}, "--url=https://gitlab.acme-corp.io/acme/helm-charts.git", "name: charts-auth")

	g.add("cicd/flux-receiver-webhook-token", `
$ kubectl -n flux-system create secret generic webhook-token --from-literal=token=«a»
secret/webhook-token created
$ kubectl -n flux-system get receiver github-receiver -o jsonpath='{.status.webhookPath}'
/hook/«_h»
# GitHub → Settings → Webhooks → Payload URL: https://flux-webhook.acme-corp.io/hook/«_h»   Secret: «a»
`, V{"a": g.hex(40), "_h": g.hex(64)}, "github-receiver", "https://flux-webhook.acme-corp.io/hook/")

	g.add("cicd/tekton-git-basic-auth-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: git-credentials
  annotations:
    tekton.dev/git-0: https://github.com
type: kubernetes.io/basic-auth
stringData:
  username: acme-tekton-bot
  password: «a»
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: build-bot
secrets:
  - name: git-credentials
`, V{"a": g.ghp()}, "tekton.dev/git-0: https://github.com", "username: acme-tekton-bot")

	g.add("cicd/tekton-triggers-webhook-secret", `
$ tkn pipelinerun logs payments-build-run-«_r» -f
[fetch-source : clone] + git config --global --add safe.directory /workspace/output
[fetch-source : clone] Successfully cloned https://github.com/acme-corp/payments-api @ «_sha» (grafted, HEAD) in path /workspace/output/
[build : build-and-push] INFO[0031] Pushing image to ghcr.io/acme-corp/payments-api:«_sha8»
[build : build-and-push] INFO[0042] Pushed ghcr.io/acme-corp/payments-api@sha256:«_dig»
$ kubectl get secret github-webhook-secret -o jsonpath='{.data.secretToken}' | base64 -d
«a»
`, V{"_r": g.s(alLowNum, 5), "_sha": g.gitSHA(), "_sha8": g.cicdShort(), "_dig": g.hex(64), "a": g.hex(32)}, "[fetch-source : clone]")

	g.add("cicd/spinnaker-halyard-commands", `
$ hal config provider docker-registry account add dockerhub \
    --address index.docker.io \
    --username acmebuild \
    --password
Your docker registry password: «a»
+ Get current deployment
  Success
+ Add the dockerhub account
  Success
$ hal config artifact github account add acme-github --token «b»
$ hal config storage s3 edit --access-key-id «_ak» --secret-access-key «c» --region us-east-1 --bucket acme-spinnaker
`, V{"a": g.dockerPAT(), "b": g.ghp(), "_ak": g.awsID(), "c": g.awsSecret()}, "--bucket acme-spinnaker", "account add acme-github")

	g.add("cicd/spinnaker-hal-config-yaml", `
$ grep -A8 'jenkins:' ~/.hal/config
    jenkins:
      enabled: true
      masters:
      - name: acme-jenkins
        address: https://jenkins.acme-corp.io
        username: spinnaker
        password: «a»
        csrf: true
`, V{"a": g.cicdJenkinsAPI()}, "name: acme-jenkins", "username: spinnaker")
}

func (g *G) cicdDeployTools() {
	acct := g.b64u(22)
	g.add("cicd/harness-delegate-yaml", `
# harness-delegate.yml (downloaded from Project Setup → Delegates)
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: k8s-delegate
  namespace: harness-delegate-ng
spec:
  template:
    spec:
      containers:
      - image: harness/delegate:25.01.85000
        name: delegate
        env:
        - name: ACCOUNT_ID
          value: «_acct»
        - name: DELEGATE_TOKEN
          value: «a»
        - name: MANAGER_HOST_AND_PORT
          value: https://app.harness.io/gratis
        - name: DELEGATE_NAME
          value: k8s-delegate
`, V{"_acct": acct, "a": b64s(g.hex(32))}, "harness/delegate:25.01.85000", "https://app.harness.io/gratis")

	g.add("cicd/harness-helm-install-delegate", `
$ helm upgrade -i helm-delegate --namespace harness-delegate-ng --create-namespace \
    harness-delegate/harness-delegate-ng \
    --set delegateName=helm-delegate \
    --set accountId=«_acct» \
    --set delegateToken=«a» \
    --set managerEndpoint=https://app.harness.io/gratis \
    --set delegateDockerImage=harness/delegate:25.01.85000 \
    --set replicas=1 --set upgrader.enabled=true
`, V{"_acct": acct, "a": b64s(g.hex(32))}, "--set delegateName=helm-delegate")

	g.add("cicd/harness-api-key-curl", `
$ curl -s 'https://app.harness.io/pipeline/api/pipeline/execute/deploy_payments?accountIdentifier=«_acct»&orgIdentifier=default&projectIdentifier=payments' \
    -H 'Content-Type: application/yaml' \
    -H 'x-api-key: «a»' \
    --data-binary @inputs.yaml | jq -r '.data.planExecution.uuid'
«_u»
`, V{"_acct": acct, "a": "pat." + acct + "." + g.hex(24) + "." + g.an(20), "_u": g.b64u(22)}, "projectIdentifier=payments")

	g.add("cicd/octopus-cli-create-release", `
$ octo create-release --project "Payments API" --version 2.14.0 \
    --server https://octopus.acme-corp.io --apiKey «a» \
    --deployTo Staging --progress
Octopus CLI, version 9.1.7
Detected automation environment: "NoneOrUnknown"
Handshaking with Octopus Server: https://octopus.acme-corp.io
Handshake successful. Octopus version: 2024.4.7032; API version: 3.0.0
Authenticated as: CI Service Account <ci@acme-corp.io> (a service account)
Creating release...
Release 2.14.0 created successfully!
`, V{"a": g.cicdOctopus()}, "Authenticated as: CI Service Account <ci@acme-corp.io> (a service account)")

	g.add("cicd/octopus-octopus-cli-env", `
$ export OCTOPUS_URL=https://acme.octopus.app
$ export OCTOPUS_API_KEY=«a»
$ export OCTOPUS_SPACE=Default
$ octopus release list --project "Payments API"
VERSION  CHANNEL  CREATED
2.14.0   Default  2025-02-11 10:02:45
2.13.2   Default  2025-01-30 16:44:10
`, V{"a": g.cicdOctopus()}, "OCTOPUS_URL=https://acme.octopus.app", "OCTOPUS_SPACE=Default")

	g.add("cicd/octopus-tentacle-register", `
PS C:\Program Files\Octopus Deploy\Tentacle> .\Tentacle.exe register-with --instance "Tentacle" --server "https://octopus.acme-corp.io" --apiKey="«a»" --role "web-server" --environment "Production" --comms-style TentaclePassive --console
Checking connectivity on the server communications port 10933...
Registering the tentacle with the server at https://octopus.acme-corp.io/
Machine registered successfully
Tentacle thumbprint: «_tp»
`, V{"a": g.cicdOctopus(), "_tp": g.s(alHexU, 40)}, `--role "web-server"`, "Machine registered successfully")

	g.add("cicd/concourse-credentials-yml", `
# credentials.yml — passed with: fly -t main set-pipeline -p payments -c pipeline.yml -l credentials.yml
git-private-key: |
  «a»
docker-username: acmebuild
docker-password: «b»
s3-access-key-id: «_ak»
s3-secret-access-key: «c»
slack-webhook: https://hooks.slack.com/services/«_t»/«_b»/«d»
`, func() V {
		k, _ := g.sshEd25519("concourse@ci")
		return V{"a": strings.ReplaceAll(k.block(), "\n", "\n  "), "b": g.dockerPAT(), "_ak": g.awsID(), "c": g.awsSecret(), "_t": g.slackT(), "_b": g.slackB(), "d": g.an(24)}
	}(), "docker-username: acmebuild", "fly -t main set-pipeline -p payments -c pipeline.yml -l credentials.yml")

	g.add("cicd/concourse-fly-login-password", `
$ fly -t main login -c https://ci.acme-corp.io -n payments -u admin -p «a»
logging in to team 'payments'

target saved
$ fly -t main set-pipeline -p payments -c ci/pipeline.yml -v github-token=«b» -v registry-password=«c» --non-interactive
`, V{"a": g.pw(), "b": g.ghp(), "c": g.pwStrong()}, "logging in to team 'payments'", "-c ci/pipeline.yml")

	g.add("cicd/concourse-flyrc", `
$ cat ~/.flyrc
targets:
  main:
    api: https://ci.acme-corp.io
    team: payments
    token:
      type: bearer
      value: «a»
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"csrf":"%s","exp":%d,"is_admin":false,"name":"dana","sub":"%s","teams":{"payments":["owner"]},"user_id":"dana","user_name":"dana"}`, g.hex(64), 1739360000+g.r.IntN(100000), b64s("dana-github")))}, "api: https://ci.acme-corp.io", "type: bearer")

	g.add("cicd/concourse-pipeline-vars-benign", `
resources:
  - name: source
    type: git
    source:
      uri: git@github.com:acme-corp/payments-api.git
      branch: main
      private_key: ((git-private-key))
  - name: image
    type: registry-image
    source:
      repository: acme/payments-api
      username: ((docker-username))
      password: ((docker.password))
`, nil, "((git-private-key))", "((docker.password))")

	g.add("cicd/semaphore-cli-connect", `
$ sem connect acme.semaphoreci.com «a»
connected to acme.semaphoreci.com
$ sem create secret aws-prod -e AWS_ACCESS_KEY_ID=«_ak» -e AWS_SECRET_ACCESS_KEY=«b»
Secret aws-prod created.
$ cat ~/.sem.yaml
active-context: acme_semaphoreci_com
contexts:
  acme_semaphoreci_com:
    auth:
      token: «a»
    host: acme.semaphoreci.com
`, V{"a": g.an(20), "_ak": g.awsID(), "b": g.awsSecret()}, "active-context: acme_semaphoreci_com", "Secret aws-prod created.")

	g.add("cicd/semaphore-yml-secrets-benign", `
version: v1.0
name: Deploy
agent:
  machine: { type: e1-standard-2, os_image: ubuntu2004 }
blocks:
  - name: Deploy to prod
    task:
      secrets:
        - name: aws-prod
        - name: dockerhub
      jobs:
        - name: deploy
          commands:
            - checkout
            - echo $DOCKER_PASSWORD | docker login --username "$DOCKER_USERNAME" --password-stdin
            - make deploy SHA=$SEMAPHORE_GIT_SHA
`, nil, "echo $DOCKER_PASSWORD | docker login", "$SEMAPHORE_GIT_SHA", "name: aws-prod")

	g.add("cicd/codefresh-cli-auth-context", `
$ codefresh auth create-context --api-key «a»
Context: default-«_u» was added
Switched to context: default-«_u»
$ codefresh get builds --limit 2
ID                         PIPELINE NAME                 STATUS   
«_b1»   payments-api/ci               success  
«_b2»   payments-api/deploy           error    
`, V{"a": g.hex(24) + "." + g.hex(32), "_u": g.s(alLower, 6), "_b1": g.hex(24), "_b2": g.hex(24)}, "payments-api/deploy")

	g.add("cicd/codefresh-yml-inline-variables", `
# codefresh.yml
version: "1.0"
stages: [clone, build, deploy]
steps:
  clone:
    type: git-clone
    repo: acme-corp/payments-api
    revision: ${{CF_REVISION}}
  deploy:
    stage: deploy
    image: bitnami/kubectl:1.31
    environment:
      - KUBE_TOKEN=«a»
      - KUBE_SERVER=https://k8s-api.acme-corp.io:6443
    commands:
      - kubectl --server=$KUBE_SERVER --token=$KUBE_TOKEN --insecure-skip-tls-verify apply -f k8s/
`, V{"a": g.k8sSAToken()}, "${{CF_REVISION}}", "KUBE_SERVER=https://k8s-api.acme-corp.io:6443")
}

func (g *G) cicdHooksScanners() {
	g.add("cicd/render-deploy-hook-curl", `
      - name: Trigger Render deploy
        if: github.ref == 'refs/heads/main'
        run: curl -fsS -X POST "https://api.render.com/deploy/srv-«_srv»?key=«a»"
`, V{"_srv": g.s(alLowNum, 20), "a": g.b64u(11)}, "github.ref == 'refs/heads/main'")

	g.add("cicd/render-api-key-env", `
$ cat .env.ci
RENDER_API_KEY=«a»
RENDER_SERVICE_ID=srv-«_srv»
RENDER_OWNER_ID=tea-«_own»
$ curl -s -H "Authorization: Bearer $RENDER_API_KEY" https://api.render.com/v1/services/$RENDER_SERVICE_ID/deploys?limit=1 | jq '.[0].deploy | {id, status, commit: .commit.id}'
{
  "id": "dep-«_dep»",
  "status": "live",
  "commit": "«_sha»"
}
`, V{"a": "rnd_" + g.an(32), "_srv": g.s(alLowNum, 20), "_own": g.s(alLowNum, 20), "_dep": g.s(alLowNum, 20), "_sha": g.gitSHA()}, "$RENDER_API_KEY")

	g.add("cicd/netlify-build-hook-and-token", `
# netlify deploy from CI
$ npx netlify-cli deploy --prod --dir=dist --site «_site» --auth «a» --message "CI «_sha8»"
Deploy path:        /home/runner/work/www/www/dist
Deploying to main site URL...
✔ Finished hashing 214 files
✔ CDN requesting 12 files
✔ Finished uploading 12 assets
✔ Deploy is live!

Logs:              https://app.netlify.com/sites/acme-www/deploys/«_dep»
Unique deploy URL: https://«_dep»--acme-www.netlify.app
Website URL:       https://www.acme-corp.io
$ # nightly rebuild via build hook
$ curl -X POST -d {} https://api.netlify.com/build_hooks/«b»
`, V{"_site": g.uuid(), "a": g.netlify(), "_sha8": g.cicdShort(), "_dep": g.hex(24), "b": g.hex(24)}, "https://app.netlify.com/sites/acme-www/deploys/")

	g.add("cicd/netlify-toml-env-leak", `
# netlify.toml
[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  NEXT_PUBLIC_API_URL = "https://api.acme-corp.io"
  CONTENTFUL_MANAGEMENT_TOKEN = "«a»"

[[plugins]]
  package = "@netlify/plugin-lighthouse"
`, V{"a": "CFPAT-" + g.b64u(43)}, `NEXT_PUBLIC_API_URL = "https://api.acme-corp.io"`, `package = "@netlify/plugin-lighthouse"`)

	g.add("cicd/vercel-deploy-token-ci", `
      - name: Deploy to Vercel
        run: |
          npm i -g vercel@39
          vercel pull --yes --environment=production --token=«a»
          vercel build --prod --token=«a»
          url=$(vercel deploy --prebuilt --prod --token=«a»)
          echo "url=$url" >> "$GITHUB_OUTPUT"
        env:
          VERCEL_ORG_ID: team_«_org»
          VERCEL_PROJECT_ID: prj_«_prj»
`, V{"a": g.vercel(), "_org": g.an(24), "_prj": g.an(28)}, "vercel@39", `echo "url=$url" >> "$GITHUB_OUTPUT"`)

	g.add("cicd/vercel-deploy-hook-url", `
Sanity → API → Webhooks → "Rebuild site on publish"
  URL:     https://api.vercel.com/v1/integrations/deploy/prj_«_prj»/«a»
  Dataset: production
  Trigger on: Create, Update, Delete
  HTTP method: POST
`, V{"_prj": g.an(28), "a": g.an(10)}, "Dataset: production", "https://api.vercel.com/v1/integrations/deploy/prj_")

	g.add("cicd/sonar-scanner-cli-token", `
$ sonar-scanner \
    -Dsonar.projectKey=acme_payments-api \
    -Dsonar.organization=acme \
    -Dsonar.host.url=https://sonarcloud.io \
    -Dsonar.token=«a» \
    -Dsonar.sources=src \
    -Dsonar.javascript.lcov.reportPaths=coverage/lcov.info
INFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties
INFO: SonarScanner CLI 6.2.1.4610
INFO: Project root configuration file: NONE
INFO: Analysis report uploaded in 512ms
INFO: ANALYSIS SUCCESSFUL, you can find the results at: https://sonarcloud.io/dashboard?id=acme_payments-api
INFO: More about the report processing at https://sonarcloud.io/api/ce/task?id=«_task»
`, V{"a": g.cicdSonar("sqp"), "_task": g.b64u(20)}, "-Dsonar.projectKey=acme_payments-api", "https://sonarcloud.io/dashboard?id=acme_payments-api")

	g.add("cicd/sonar-project-properties", `
# sonar-project.properties
sonar.projectKey=payments-api
sonar.projectName=Payments API
sonar.host.url=https://sonar.acme-corp.io
sonar.login=«a»
sonar.sources=src/main/java
sonar.java.binaries=target/classes
sonar.coverage.jacoco.xmlReportPaths=target/site/jacoco/jacoco.xml
`, V{"a": g.cicdSonar("squ")}, "sonar.projectKey=payments-api", "sonar.host.url=https://sonar.acme-corp.io")

	g.add("cicd/sonar-global-analysis-token-gradle", `
$ ./gradlew sonar -Dsonar.host.url=https://sonar.acme-corp.io -Dsonar.token=«a» --no-daemon
> Task :sonar
SCM Publisher 412/412 source files have been analyzed (done) | time=1904ms
Analysis report generated in 211ms, dir size=3.4 MB
ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.acme-corp.io/dashboard?id=payments-api
Note that you will be able to access the updated dashboard once the server has processed the submitted analysis report

BUILD SUCCESSFUL in 1m 12s
`, V{"a": g.cicdSonar("sqa")}, "SCM Publisher 412/412 source files have been analyzed (done)")

	g.add("cicd/codecov-uploader-token-flag", `
$ ./codecov -t «a» -f coverage/lcov.info -F unittests -C «_sha» -B main
[2025-02-11T11:31:44.812Z] ['info']
     _____          _
    / ____|        | |
   | |     ___   __| | ___  ___ _____   __
   | |    / _ \ / _ |/ _ \/ __/ _ \ \ / /
   | |___| (_) | (_| |  __/ (_| (_) \ V /
    \_____\___/ \__,_|\___|\___\___/ \_/

  Codecov report uploader 0.8.0
[2025-02-11T11:31:44.819Z] ['info'] => Project root located at: /home/runner/work/payments-api/payments-api
[2025-02-11T11:31:45.901Z] ['info'] Uploading...
[2025-02-11T11:31:47.113Z] ['info'] {"status":"success","resultURL":"https://app.codecov.io/github/acme-corp/payments-api/commit/«_sha»"}
`, V{"a": g.uuid(), "_sha": g.gitSHA()}, "Codecov report uploader 0.8.0")

	g.add("cicd/codecov-action-token-literal", `
      - uses: codecov/codecov-action@v5
        with:
          token: «a»
          files: ./coverage/lcov.info
          flags: unittests
          fail_ci_if_error: true
          slug: acme-corp/payments-api
`, V{"a": g.uuid()}, "slug: acme-corp/payments-api", "fail_ci_if_error: true")

	g.add("cicd/snyk-auth-and-test", `
$ snyk auth «a»

Your account has been authenticated.
$ snyk test --severity-threshold=high --org=acme-platform
Testing /home/dana/src/payments-api...

Organization:      acme-platform
Package manager:   npm
Target file:       package-lock.json
Project name:      payments-api
Open source:       no
Project path:      /home/dana/src/payments-api
Licenses:          enabled

✔ Tested 612 dependencies for known issues, no vulnerable paths found.
`, V{"a": g.uuid()}, "--org=acme-platform", "✔ Tested 612 dependencies for known issues, no vulnerable paths found.")

	g.add("cicd/snyk-token-in-jenkinsfile", `
stage('Security scan') {
    environment {
        SNYK_TOKEN = '«a»'
    }
    steps {
        sh 'npx snyk@latest test --all-projects --sarif-file-output=snyk.sarif || true'
        recordIssues tool: sarif(pattern: 'snyk.sarif')
    }
}
`, V{"a": g.uuid()}, "--sarif-file-output=snyk.sarif", "recordIssues tool: sarif(pattern: 'snyk.sarif')")

	g.add("cicd/snyk-config-json", `
$ cat ~/.config/configstore/snyk.json
{
	"api": "«a»",
	"org": "acme-platform",
	"disable-analytics": "1"
}
`, V{"a": g.uuid()}, `"org": "acme-platform"`)
}

func (g *G) cicdBuildServices() {
	g.add("cicd/turbo-remote-cache-env", `
      - name: Build
        run: npx turbo run build test --filter=...[origin/main]
        env:
          TURBO_TOKEN: «a»
          TURBO_TEAM: acme
          TURBO_API: https://cache.acme-corp.io
`, V{"a": g.an(24)}, "TURBO_TEAM: acme", "--filter=...[origin/main]")

	g.add("cicd/nx-cloud-access-token-nx-json", `
// nx.json
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudAccessToken": "«a»",
  "targetDefaults": {
    "build": { "dependsOn": ["^build"], "cache": true }
  },
  "defaultBase": "main"
}
`, V{"a": g.b64(48)}, `"defaultBase": "main"`)

	g.add("cicd/develocity-access-key-gradle-properties", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC
org.gradle.caching=true
systemProp.develocity.accessKey=ge.acme-corp.io=«a»
nexusUsername=ci-publisher
nexusPassword=«b»
`, V{"a": g.s(alLowNum, 52), "b": g.pw()}, "org.gradle.caching=true", "nexusUsername=ci-publisher")

	g.add("cicd/cachix-auth-token-gha", `
      - uses: cachix/install-nix-action@v30
      - uses: cachix/cachix-action@v15
        with:
          name: acme
          authToken: '«a»'
      - run: nix build .#payments-api --print-build-logs
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","scopes":"cache"}`, g.uuid()))}, "nix build .#payments-api --print-build-logs", "cachix/cachix-action@v15")

	g.add("cicd/chromatic-percy-tokens-package-json", `
  "scripts": {
    "build-storybook": "storybook build",
    "chromatic": "npx chromatic --project-token=«a» --exit-zero-on-changes",
    "percy": "PERCY_TOKEN=«b» percy exec -- playwright test visual/"
  },
`, V{"a": "chpt_" + g.hex(16), "b": "web_" + g.hex(64)}, `"build-storybook": "storybook build"`, "--exit-zero-on-changes")

	g.add("cicd/cypress-record-key-cli", `
$ npx cypress run --record --key «a» --parallel --ci-build-id «_bid» --group e2e-chrome
====================================================================================================

  (Run Starting)

  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ Cypress:        13.17.0                                                                        │
  │ Browser:        Chrome 131 (headless)                                                          │
  │ Specs:          24 found                                                                       │
  │ Params:         Tag: false, Group: e2e-chrome, Parallel: true                                  │
  │ Run URL:        https://cloud.cypress.io/projects/«_proj»/runs/«_run»                            │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
`, V{"a": g.uuid(), "_bid": g.cicdRunID() + "-1", "_proj": g.s(alLowNum, 6), "_run": g.digits(5)}, "Tag: false, Group: e2e-chrome, Parallel: true")

	g.add("cicd/fly-deploy-token-gha", `
      - uses: superfly/flyctl-actions/setup-flyctl@master
      - run: flyctl deploy --remote-only --app acme-payments
        env:
          FLY_API_TOKEN: "FlyV1 «a»"
`, V{"a": "fm2_" + g.b64(160) + "," + "fm2_" + g.b64(100)}, "flyctl deploy --remote-only --app acme-payments")

	g.add("cicd/firebase-login-ci-token", `
$ firebase login:ci

Visit this URL on this device to log in:
https://accounts.google.com/o/oauth2/auth?client_id=563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com&scope=email%20openid&response_type=code&state=«_st»&redirect_uri=http%3A%2F%2Flocalhost%3A9005

Waiting for authentication...

✔  Success! Use this token to login on a CI server:

«a»

Example: firebase deploy --token "$FIREBASE_TOKEN"
`, V{"_st": g.digits(9), "a": g.gRefresh()}, `firebase deploy --token "$FIREBASE_TOKEN"`)

	g.add("cicd/expo-eas-token-env", `
# eas build in CI (bitrise.yml step)
- script@1:
    title: EAS build
    inputs:
    - content: |-
        #!/usr/bin/env bash
        set -ex
        export EXPO_TOKEN=«a»
        npx eas-cli build --platform ios --profile production --non-interactive --no-wait
`, V{"a": g.an(40)}, "--profile production --non-interactive --no-wait", "title: EAS build")

	g.add("cicd/fastlane-match-password-ci", `
$ bundle exec fastlane ios beta
[✔] 🚀
[11:52:02]: ------------------------------
[11:52:02]: --- Step: setup_ci ---
[11:52:02]: ------------------------------
[11:52:02]: Creating temporary keychain: "fastlane_tmp_keychain".
[11:52:03]: ------------------
[11:52:03]: --- Step: match ---
[11:52:03]: ------------------
+--------------------------------+------------------------------------------------------+
|                                 Summary for match 2.226.0                             |
+--------------------------------+------------------------------------------------------+
| type                           | appstore                                             |
| readonly                       | true                                                 |
| git_url                        | https://x-access-token:«a»@github.com/acme-corp/certs |
| git_basic_authorization        | ********                                             |
| app_identifier                 | ["io.acme.payments"]                                 |
+--------------------------------+------------------------------------------------------+
[11:52:04]: Cloning remote git repo...
$ echo $MATCH_PASSWORD   # from .env.ci
«b»
`, V{"a": g.ghs(), "b": g.pw()}, `["io.acme.payments"]`, "git_basic_authorization        | ********")

	g.add("cicd/infracost-ggshield-keys", `
      - name: Infracost
        run: |
          infracost configure set api_key «a»
          infracost breakdown --path=infra --format=json --out-file=/tmp/infracost.json
      - name: Secret scan
        uses: GitGuardian/ggshield-action@v1
        env:
          GITHUB_PUSH_BEFORE_SHA: ${{ github.event.before }}
          GITGUARDIAN_API_KEY: «b»
`, V{"a": "ico-" + g.an(32), "b": g.an(64)}, "${{ github.event.before }}", "--out-file=/tmp/infracost.json")

	g.add("cicd/depot-dagger-tokens", `
$ cat .envrc
export DEPOT_TOKEN=«a»
export DEPOT_PROJECT_ID=«_p»
export DAGGER_CLOUD_TOKEN=«b»
export BUILDKIT_PROGRESS=plain
`, V{"a": "depot_project_" + g.hex(64), "_p": g.s(alLowNum, 10), "b": "dag_acme_" + g.an(40)}, "BUILDKIT_PROGRESS=plain")

	g.add("cicd/heroku-api-key-deploy", `
# .github/workflows/deploy-heroku.yml (legacy app)
      - uses: akhileshns/heroku-deploy@v3.13.15
        with:
          heroku_api_key: «a»
          heroku_app_name: acme-legacy-admin
          heroku_email: ops@acme-corp.io
`, V{"a": g.uuid()}, "heroku_app_name: acme-legacy-admin", "heroku_email: ops@acme-corp.io")

	g.add("cicd/wrangler-pages-deploy-env", `
$ CLOUDFLARE_ACCOUNT_ID=«_acc» CLOUDFLARE_API_TOKEN=«a» npx wrangler pages deploy ./dist --project-name=acme-docs --branch=main
🌎  Uploading... (87/87)
✨ Success! Uploaded 12 files (75 already uploaded) (1.24 sec)
✨ Deployment complete! Take a peek over at https://«_h».acme-docs.pages.dev
`, V{"_acc": g.hex(32), "a": g.cfToken(), "_h": g.hex(8)}, "--project-name=acme-docs")
}

func (g *G) cicdOtherServers() {
	g.add("cicd/gitea-act-runner-register", `
$ ./act_runner register --no-interactive --instance https://git.acme-home.net --token «a» --name nuc-runner --labels ubuntu-latest:docker://node:20-bookworm
INFO Registering runner, arch=amd64, os=linux, version=v0.2.11.
WARN Runner in user-mode.
INFO Runner registered successfully.
$ cat .runner
{
  "WARNING": "This file is automatically generated by act-runner. Do not edit it manually unless you know what you are doing. Removing this file will cause act runner to re-register as a new runner.",
  "id": «_id»,
  "uuid": "«_u»",
  "name": "nuc-runner",
  "token": "«b»",
  "address": "https://git.acme-home.net",
  "labels": ["ubuntu-latest:docker://node:20-bookworm"]
}
`, V{"a": g.an(40), "_id": g.digits(2), "_u": g.uuid(), "b": g.hex(40)}, "INFO Runner registered successfully.", `"name": "nuc-runner"`)

	g.add("cicd/forgejo-runner-config-secret", `
$ forgejo-runner create-runner-file --instance https://codeberg.example.org --name pi-runner --secret «a»
INFO Runner registered successfully.
$ docker compose logs runner | tail -2
runner-1  | time="2025-02-11T12:01:14Z" level=info msg="Starting runner daemon"
runner-1  | time="2025-02-11T12:01:14Z" level=info msg="runner: pi-runner, with version: v6.2.0, with labels: [docker], declared successfully"
`, V{"a": g.hex(40)}, "https://codeberg.example.org", "runner: pi-runner, with version: v6.2.0")

	g.add("cicd/gocd-cruise-config-encrypted-and-plain", `
<cruise xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" schemaVersion="139">
  <server agentAutoRegisterKey="«a»" webhookSecret="«b»" serverId="«_sid»" tokenGenerationKey="«c»">
    <security>
      <authConfigs>
        <authConfig id="file-auth" pluginId="cd.go.authentication.passwordfile">
          <property><key>PasswordFilePath</key><value>/godata/config/password.properties</value></property>
        </authConfig>
      </authConfigs>
    </security>
  </server>
  <pipelines group="payments">
    <pipeline name="payments-api">
      <materials>
        <git url="https://github.com/acme-corp/payments-api.git" username="gocd-bot" encryptedPassword="AES:«_iv»:«_ct»" />
      </materials>
      <environmentvariables>
        <variable name="NEXUS_PASSWORD" secure="true"><encryptedValue>AES:«_iv2»:«_ct2»</encryptedValue></variable>
        <variable name="SLACK_TOKEN"><value>«d»</value></variable>
      </environmentvariables>
    </pipeline>
  </pipelines>
</cruise>
`, V{"a": g.uuid(), "b": g.uuid(), "_sid": g.uuid(), "c": g.uuid(), "_iv": g.b64(16), "_ct": g.b64(48), "_iv2": g.b64(16), "_ct2": g.b64(32), "d": g.xoxb()},
		`username="gocd-bot"`, "/godata/config/password.properties")

	g.add("cicd/gocd-elastic-agent-env", `
$ docker run -d --name gocd-agent \
    -e GO_SERVER_URL=https://gocd.acme-corp.io/go \
    -e AGENT_AUTO_REGISTER_KEY=«a» \
    -e AGENT_AUTO_REGISTER_RESOURCES=docker,linux \
    -e AGENT_AUTO_REGISTER_HOSTNAME=gocd-agent-03 \
    gocd/gocd-agent-ubuntu-22.04:v24.5.0
`, V{"a": g.uuid()}, "AGENT_AUTO_REGISTER_HOSTNAME=gocd-agent-03", "gocd/gocd-agent-ubuntu-22.04:v24.5.0")

	g.add("cicd/jenkins-x-jx-secrets-edit", `
$ jx secret edit -f docker
? docker registry username: acmebuild
? docker registry password: [? for help] ********************
$ jx secret export --filter docker
secrets:
  docker-config:
    url: https://index.docker.io/v1/
    username: acmebuild
    password: «a»
`, V{"a": g.dockerPAT()}, "url: https://index.docker.io/v1/")

	g.add("cicd/github-enterprise-runner-scale-set-secret", `
$ kubectl create secret generic arc-github-app -n arc-runners \
    --from-literal=github_app_id=«_appid» \
    --from-literal=github_app_installation_id=«_inst» \
    --from-file=github_app_private_key=./acme-arc.2025-02-11.private-key.pem
secret/arc-github-app created
$ helm install arc-runner-set --namespace arc-runners \
    --set githubConfigUrl="https://github.com/acme-corp" \
    --set githubConfigSecret.github_token="«a»" \
    oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set
`, V{"_appid": g.digits(6), "_inst": g.digits(8), "a": g.ghp()}, "./acme-arc.2025-02-11.private-key.pem", `githubConfigUrl="https://github.com/acme-corp"`)

	g.add("cicd/aws-codebuild-buildspec-plain", `
# buildspec.yml
version: 0.2
env:
  variables:
    SENTRY_ORG: acme
    SENTRY_AUTH_TOKEN: «a»
  parameter-store:
    DB_PASSWORD: /payments/prod/db_password
  secrets-manager:
    DOCKERHUB_TOKEN: prod/dockerhub:token
phases:
  build:
    commands:
      - npm ci && npm run build
      - npx @sentry/cli releases new $CODEBUILD_RESOLVED_SOURCE_VERSION
`, V{"a": "sntrys_" + strings.TrimRight(b64s(fmt.Sprintf(`{"iat":%d.%d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}`, 1739000000+g.r.IntN(100000), g.r.IntN(1000000))), "=") + "_" + g.s(alAlnum+"+/", 43)}, "DB_PASSWORD: /payments/prod/db_password", "DOCKERHUB_TOKEN: prod/dockerhub:token", "$CODEBUILD_RESOLVED_SOURCE_VERSION")

	g.add("cicd/gcp-cloudbuild-substitutions", `
$ gcloud builds submit --config cloudbuild.yaml \
    --substitutions=_DEPLOY_ENV=staging,_SLACK_WEBHOOK=https://hooks.slack.com/services/«_t»/«_b»/«a»,_IMAGE_TAG=«_sha8» .
Creating temporary archive of 412 file(s) totalling 6.1 MiB before compression.
Uploading tarball of [.] to [gs://acme-prod_cloudbuild/source/1739273522.41-«_h».tgz]
Created [https://cloudbuild.googleapis.com/v1/projects/acme-prod/locations/global/builds/«_bid»].
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_sha8": g.cicdShort(), "_h": g.hex(32), "_bid": g.uuid()}, "_DEPLOY_ENV=staging")
}

func (g *G) cicdChat() {
	g.add("cicd/chat-jenkins-agent-offline", `
user: the windows agent keeps going offline after reboot, this is the scheduled task it runs:

    java -jar C:\jenkins\agent.jar -url https://jenkins.acme-corp.io/ -secret «a» -name win-build-03 -workDir C:\jenkins

assistant: The task runs before the network is up. Wrap it as a service with WinSW instead of a scheduled task, and pass the secret through @C:\jenkins\secret-file rather than on the command line, so it doesn't show in Task Manager.
`, V{"a": g.cicdAgentSecret()}, "@C:\\jenkins\\secret-file", "win-build-03")

	g.add("cicd/chat-gitlab-runner-token-expired", `
user: runner stopped picking jobs, journalctl says:

gitlab-runner[1184]: WARNING: Checking for jobs... forbidden   runner=«_short» status=POST https://gitlab.acme-corp.io/api/v4/jobs/request: 403 Forbidden
gitlab-runner[1184]: ERROR: Verifying runner... is removed   runner=«_short»

I re-created it in the UI and got this: «a» — can you update config.toml for me?
`, V{"_short": g.s(alAlnum, 8), "a": g.cicdGlrt()}, "403 Forbidden", "Verifying runner... is removed")

	g.add("cicd/chat-gha-why-secret-empty", `
Why is my secret empty in the fork PR build? Workflow:

on: pull_request
jobs:
  test:
    steps:
      - run: ./scripts/integration.sh
        env:
          STRIPE_KEY: ${{ secrets.STRIPE_TEST_KEY }}

For now I just pasted the key in the script so the contributors' PRs pass:
export STRIPE_KEY=«a»
`, V{"a": g.skTest()}, "${{ secrets.STRIPE_TEST_KEY }}", "on: pull_request")

	g.add("cicd/chat-argocd-cannot-login", `
hey, argocd says "Invalid username or password" for admin. I'm using the one from the secret:

$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}'
«a»

do I need to decode it first?
`, V{"a": b64s(g.s(alAlnum+"-", 16))}, "argocd-initial-admin-secret", `"Invalid username or password"`)

	g.add("cicd/chat-circleci-context-migration", `
Migrating the old project env vars to a context. Values from the 1Password export:

| name                 | value |
|----------------------|-------|
| DOCKERHUB_USER       | acmebuild |
| DOCKERHUB_PASS       | «a» |
| HEROKU_API_KEY       | «b» |
| CC_TEST_REPORTER_ID  | «c» |

Can you write the circleci CLI commands to create the context "prod-deploy" with these?
`, V{"a": g.dockerPAT(), "b": g.uuid(), "c": g.hex(64)}, "| DOCKERHUB_USER       | acmebuild |", `"prod-deploy"`)

	g.add("cicd/chat-azure-pat-expired-error", `
The nightly pipeline fails at the npm restore step:

npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! To correct this please trying logging in again with:
npm ERR!     npm login

.npmrc in the repo:
registry=https://pkgs.dev.azure.com/acme-corp/_packaging/acme-npm/npm/registry/
always-auth=true
//pkgs.dev.azure.com/acme-corp/_packaging/acme-npm/npm/registry/:username=acme-corp
//pkgs.dev.azure.com/acme-corp/_packaging/acme-npm/npm/registry/:_password=«a»
//pkgs.dev.azure.com/acme-corp/_packaging/acme-npm/npm/registry/:email=npm requires email to be set but doesn't use the value
`, V{"a": b64s(g.azDevops())}, "npm ERR! code E401", ":username=acme-corp")

	g.add("cicd/chat-teamcity-token-share", `
[#build-infra] dana: new TeamCity REST token for the release bot, expires in 90d: «a»
[#build-infra] priya: thanks, put it in vault at secret/ci/teamcity/release-bot and rotated the old one
[#build-infra] dana: 👍 build «_b» is green again
`, V{"a": g.cicdTCToken(), "_b": g.cicdBuild()}, "secret/ci/teamcity/release-bot")

	g.add("cicd/chat-agent-tool-call-gh-secret", `
{"type":"tool_use","name":"bash","input":{"command":"gh secret set SONAR_TOKEN --repo acme-corp/payments-api --body '«a»'","description":"Store the Sonar token as an Actions secret"}}
{"type":"tool_result","content":"✓ Set Actions secret SONAR_TOKEN for acme-corp/payments-api","is_error":false}
`, V{"a": g.cicdSonar("sqp")}, "Store the Sonar token as an Actions secret")

	g.add("cicd/chat-buildkite-secret-rotation-note", `
Rotation checklist (Buildkite):
1. Agents → Default cluster → Agent tokens → New token "ec2-fleet-2025-02"
   → «a»
2. Update SSM parameter /buildkite/agent-token (KMS key alias/buildkite)
3. Roll the elastic stack ASG; old agents drain within 15 min
4. Revoke token "ec2-fleet-2024-08" (id «_tid»)
`, V{"a": "bkct_" + g.s(alLowNum, 48), "_tid": g.uuid()}, "/buildkite/agent-token", `"ec2-fleet-2024-08"`)

	g.add("cicd/chat-drone-webhook-debug", `
Gitea shows the webhook delivery failing with 400. Delivery «_d»:

Request headers
Content-Type: application/json
X-Gitea-Delivery: «_d»
X-Gitea-Event: push
X-Gitea-Signature: «_sig»

and my drone server env has DRONE_GITEA_CLIENT_SECRET=«a» — does that need to match the hook secret?
`, V{"_d": g.uuid(), "_sig": g.hex(64), "a": "gto_" + g.s(alLowNum, 52)}, "X-Gitea-Event: push")

	g.add("cicd/chat-octopus-api-key-in-pr-review", `
review comment on deploy/octopus.ps1 line 4:

> $apiKey = "«a»"
> $headers = @{ "X-Octopus-ApiKey" = $apiKey }

Please don't commit this — use $OctopusParameters["Octopus.Action.ApiKey"] or a sensitive variable. I've revoked this key in Octopus (Profile → My API Keys), generate a new one for the pipeline.
`, V{"a": g.cicdOctopus()}, `$OctopusParameters["Octopus.Action.ApiKey"]`, `"X-Octopus-ApiKey"`)
}

func (g *G) cicdBenign() {
	g.add("cicd/benign-gha-workflow-run-json", `
$ gh api /repos/acme-corp/payments-api/actions/runs?per_page=1 --jq '.workflow_runs[0] | {id, run_number, head_sha, check_suite_id, node_id, workflow_id}'
{
  "check_suite_id": «_cs»,
  "head_sha": "«_sha»",
  "id": «_id»,
  "node_id": "WFR_kwLO«_node»",
  "run_number": «_n»,
  "workflow_id": «_wf»
}
`, V{"_cs": g.digits(11), "_sha": g.gitSHA(), "_id": g.cicdRunID(), "_node": g.b64u(12), "_n": g.digits(4), "_wf": g.digits(8)})

	g.add("cicd/benign-gitlab-pipeline-jobs-api", `
$ curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.acme-corp.io/api/v4/projects/«_pid»/pipelines/«_pipe»/jobs" | jq '.[] | {id, name, status, runner: .runner.description, artifacts_file}'
{
  "id": «_j1»,
  "name": "build-image",
  "status": "success",
  "runner": "ci-docker-01",
  "artifacts_file": {"filename": "artifacts.zip", "size": 1048213}
}
{
  "id": «_j2»,
  "name": "test",
  "status": "failed",
  "runner": "ci-docker-01",
  "artifacts_file": null
}
`, V{"_pid": g.digits(4), "_pipe": g.digits(7), "_j1": g.digits(10), "_j2": g.digits(10)}, "$GITLAB_TOKEN")

	g.add("cicd/benign-docker-buildx-output", `
#14 exporting to image
#14 exporting layers 4.1s done
#14 exporting manifest sha256:«_m» done
#14 exporting config sha256:«_c» done
#14 exporting attestation manifest sha256:«_a» done
#14 exporting manifest list sha256:«_l» done
#14 pushing layers 6.3s done
#14 pushing manifest for ghcr.io/acme-corp/payments-api:«_sha8»@sha256:«_l» 0.9s done
#14 DONE 12.1s
`, V{"_m": g.hex(64), "_c": g.hex(64), "_a": g.hex(64), "_l": g.hex(64), "_sha8": g.cicdShort()})

	g.add("cicd/benign-jenkins-build-api-json", `
{
  "_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun",
  "actions": [
    {"_class": "hudson.model.CauseAction", "causes": [{"shortDescription": "Started by GitHub push by dana-k", "userId": null}]},
    {"_class": "hudson.plugins.git.util.BuildData", "lastBuiltRevision": {"SHA1": "«_sha»", "branch": [{"SHA1": "«_sha»", "name": "refs/remotes/origin/main"}]}}
  ],
  "displayName": "#«_n»",
  "duration": 412211,
  "id": "«_n»",
  "queueId": «_q»,
  "result": "SUCCESS",
  "timestamp": 1739272811421,
  "url": "https://jenkins.acme-corp.io/job/payments/job/deploy/«_n»/"
}
`, V{"_sha": g.gitSHA(), "_n": g.cicdBuild(), "_q": g.digits(6)}, "Started by GitHub push by dana-k")

	g.add("cicd/benign-circleci-pipeline-api", `
{
  "id": "«_pid»",
  "errors": [],
  "project_slug": "gh/acme-corp/payments-api",
  "number": «_n»,
  "state": "created",
  "created_at": "2025-02-11T11:44:02.118Z",
  "trigger": {"type": "webhook", "received_at": "2025-02-11T11:44:01.904Z", "actor": {"login": "dana-k", "avatar_url": "https://avatars.githubusercontent.com/u/«_uid»?v=4"}},
  "vcs": {"origin_repository_url": "https://github.com/acme-corp/payments-api", "revision": "«_sha»", "branch": "main", "provider_name": "GitHub"}
}
`, V{"_pid": g.uuid(), "_n": g.digits(5), "_uid": g.digits(8), "_sha": g.gitSHA()})

	g.add("cicd/benign-gha-masked-log", `
2025-02-11T12:02:10.5530193Z ##[group]Run docker login ghcr.io -u acme-bot --password-stdin <<< "$CR_PAT"
2025-02-11T12:02:10.5531120Z env:
2025-02-11T12:02:10.5531503Z   CR_PAT: ***
2025-02-11T12:02:10.5531811Z   AWS_ACCESS_KEY_ID: ***
2025-02-11T12:02:10.5532140Z   AWS_SECRET_ACCESS_KEY: ***
2025-02-11T12:02:10.5532402Z ##[endgroup]
2025-02-11T12:02:11.2210114Z Login Succeeded
2025-02-11T12:02:11.2410331Z Post job cleanup.
2025-02-11T12:02:11.3101771Z Cleaning up orphan processes
`, nil, "CR_PAT: ***", "AWS_SECRET_ACCESS_KEY: ***", "Cleaning up orphan processes")

	g.add("cicd/benign-sops-and-sealed-ci-values", `
# ci/values.prod.yaml — committed, encrypted
database:
  password: ENC[AES256_GCM,data:«_d»,iv:«_iv»,tag:«_t»,type:str]
---
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: registry-creds
spec:
  encryptedData:
    .dockerconfigjson: «_s»
`, V{"_d": g.b64(20), "_iv": g.b64(32), "_t": g.b64(16), "_s": "AgB" + g.s(alB64, 600) + "=="})

	g.add("cicd/benign-cache-keys-and-hashfiles", `
      - uses: actions/cache@v4
        with:
          path: |
            ~/.npm
            .next/cache
          key: ${{ runner.os }}-nextjs-${{ hashFiles('**/package-lock.json') }}-${{ hashFiles('**/*.ts', '**/*.tsx') }}
          restore-keys: |
            ${{ runner.os }}-nextjs-${{ hashFiles('**/package-lock.json') }}-
Cache not found for input keys: Linux-nextjs-«_a»-«_b», Linux-nextjs-«_a»-
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "${{ hashFiles('**/package-lock.json') }}")

	g.add("cicd/benign-gitlab-ci-predefined-vars-echo", `
$ echo "pipeline=$CI_PIPELINE_ID job=$CI_JOB_ID runner=$CI_RUNNER_ID sha=$CI_COMMIT_SHA"
pipeline=«_p» job=«_j» runner=«_r» sha=«_sha»
$ echo "$CI_JOB_TOKEN" | wc -c
[MASKED]
$ echo "$CI_SERVER_URL $CI_PROJECT_ID $CI_COMMIT_REF_SLUG"
https://gitlab.acme-corp.io «_pid» feature-refund-webhooks
`, V{"_p": g.digits(7), "_j": g.digits(10), "_r": g.digits(6), "_sha": g.gitSHA(), "_pid": g.digits(4)}, "feature-refund-webhooks")

	g.add("cicd/benign-artifact-attestation", `
$ gh attestation verify oci://ghcr.io/acme-corp/payments-api:2.14.0 --owner acme-corp
Loaded digest sha256:«_d» for oci://ghcr.io/acme-corp/payments-api:2.14.0
Loaded 1 attestation from GitHub API
✓ Verification succeeded!

sha256:«_d» was attested by:
REPO                      PREDICATE_TYPE                  WORKFLOW
acme-corp/payments-api    https://slsa.dev/provenance/v1  .github/workflows/release.yml@refs/tags/v2.14.0
$ cosign verify ghcr.io/acme-corp/payments-api@sha256:«_d» --certificate-identity-regexp 'acme-corp' --certificate-oidc-issuer https://token.actions.githubusercontent.com | jq -r '.[0].optional.Bundle.Payload.logIndex'
«_li»
`, V{"_d": g.hex(64), "_li": g.digits(9)}, "https://slsa.dev/provenance/v1")

	g.add("cicd/benign-webhook-delivery-headers", `
Recent Deliveries → «_d»
Request
  Request URL: https://jenkins.acme-corp.io/github-webhook/
  Request method: POST
  Accept: */*
  content-type: application/json
  User-Agent: GitHub-Hookshot/«_ua»
  X-GitHub-Delivery: «_d»
  X-GitHub-Event: push
  X-GitHub-Hook-ID: «_hid»
  X-GitHub-Hook-Installation-Target-ID: «_tid»
  X-Hub-Signature-256: sha256=«_sig»
Response 200 · Completed in 0.31 seconds
`, V{"_d": g.uuid(), "_ua": g.hex(7), "_hid": g.digits(9), "_tid": g.digits(9), "_sig": g.hex(64)}, "https://jenkins.acme-corp.io/github-webhook/")

	g.add("cicd/benign-azure-pipelines-run-vars", `
##[debug]Agent.Id=«_aid»
##[debug]Agent.Name=BUILD-WIN-07
##[debug]Build.BuildId=«_bid»
##[debug]Build.BuildNumber=20250211.4
##[debug]Build.SourceVersion=«_sha»
##[debug]System.JobId=«_jid»
##[debug]System.TeamProjectId=«_tp»
##[debug]System.AccessToken=***
`, V{"_aid": g.digits(3), "_bid": g.digits(6), "_sha": g.gitSHA(), "_jid": g.uuid(), "_tp": g.uuid()}, "System.AccessToken=***", "Agent.Name=BUILD-WIN-07")

	g.add("cicd/benign-terraform-plan-ci-masked", `
  # github_actions_secret.deploy_key will be created
  + resource "github_actions_secret" "deploy_key" {
      + created_at      = (known after apply)
      + encrypted_value = (sensitive value)
      + id              = (known after apply)
      + plaintext_value = (sensitive value)
      + repository      = "payments-api"
      + secret_name     = "DEPLOY_KEY"
      + updated_at      = (known after apply)
    }

Plan: 1 to add, 0 to change, 0 to destroy.
`, nil, "plaintext_value = (sensitive value)", `secret_name     = "DEPLOY_KEY"`)

	g.add("cicd/benign-gha-public-key-for-secrets", `
$ gh api /repos/acme-corp/payments-api/actions/secrets/public-key
{
  "key_id": "«_kid»",
  "key": "«_k»"
}
$ # sealed with libsodium crypto_box_seal and PUT to /actions/secrets/DEPLOY_KEY
{"encrypted_value":"«_ev»","key_id":"«_kid»"}
`, V{"_kid": g.digits(19), "_k": g.b64(32), "_ev": g.b64(72)})

	g.add("cicd/benign-jenkins-plugin-versions", `
$ jenkins-plugin-cli --list | grep -E 'credentials|git|workflow-aggregator|configuration-as-code'
configuration-as-code 1932.v75cb_b_f1b_698d
credentials 1389.vd7a_b_f5fa_50a_2
credentials-binding 687.v619cb_15e923f
git 5.7.0
git-client 6.1.1
plain-credentials 183.va_de8f1dd5a_2b_
workflow-aggregator 600.vb_57cdd26fdd7
`, nil, "credentials-binding 687.v619cb_15e923f", "plain-credentials 183.va_de8f1dd5a_2b_")

	g.add("cicd/gitlab-runner-list-token", `
$ sudo gitlab-runner list
Runtime platform                                    arch=amd64 os=linux pid=«_pid» revision=«_rev» version=17.7.0
Listing configured runners                          ConfigFile=/etc/gitlab-runner/config.toml
ci-docker-01                                        Executor=docker Token=«a» URL=https://gitlab.acme-corp.io
`, V{"_pid": g.digits(5), "_rev": g.hex(8), "a": g.cicdGlrt()}, "ConfigFile=/etc/gitlab-runner/config.toml")

	g.add("cicd/benign-runner-list-ids", `
$ gh api /orgs/acme-corp/actions/runners --jq '.runners[0]'
{
  "id": «_r1»,
  "name": "gpu-runner-01",
  "os": "Linux",
  "status": "online",
  "busy": true,
  "runner_group_id": 1,
  "labels": [
    {"id": «_l1», "name": "self-hosted", "type": "read-only"},
    {"id": «_l2», "name": "gpu", "type": "custom"}
  ]
}
$ gh api /repos/acme-corp/payments-api/actions/jobs/«_job» --jq '{run_id, runner_id, runner_name, head_sha}'
{"head_sha":"«_sha»","run_id":«_run»,"runner_id":«_r1»,"runner_name":"gpu-runner-01"}
`, V{"_r1": g.digits(3), "_l1": g.digits(4), "_l2": g.digits(4), "_job": g.digits(11), "_sha": g.gitSHA(), "_run": g.cicdRunID()}, `"name": "gpu-runner-01"`)
}
