package cases

import (
	"fmt"
	"strconv"
	"strings"
)

// web3Cases adds credentials from blockchain and crypto development and
// operations as they turn up while a coding agent works on a dapp, a node
// or a trading bot. Sources: Hardhat (hardhat.config.js/ts networks and
// etherscan sections, vars, npx hardhat output, ignition deployments),
// Foundry (foundry.toml rpc_endpoints and etherscan, forge script and
// forge create with --private-key, cast send/wallet/rpc, anvil with a
// custom mnemonic, broadcast files), .env files (PRIVATE_KEY, MNEMONIC,
// DEPLOYER_KEY, ETHERSCAN_API_KEY, RPC URLs carrying Infura, Alchemy,
// QuickNode, Ankr, Chainstack, Helius and Blast keys), Truffle
// (truffle-config.js with HDWalletProvider, .secret files, ganache),
// Brownie and Ape, BIP-39 seed phrases (ethers, web3.py, bip39, notes and
// chat), Solana (id.json keypairs, solana-keygen new and recover output,
// solana config, Anchor.toml, Phantom base58 exports, Helius URLs),
// Bitcoin Core (bitcoin.conf rpcpassword beside rpcauth, bitcoin-cli,
// .cookie, dumpprivkey WIF, listdescriptors with xprv beside xpub),
// Electrum, LND (lnd.conf, admin.macaroon hex, lncli), Core Lightning,
// BTCPay; Ethereum clients (geth, erigon, nethermind, besu, reth
// jwtsecret files and flags, lighthouse, prysm, teku, nimbus and lodestar
// validator configs and password files, web3signer, keystore JSON beside
// its password file, staking-deposit-cli mnemonics, deposit_data.json,
// eth-docker .env, mev-boost relays); exchange and trading bots
// (freqtrade config.json, ccxt, python-binance, Coinbase CDP keys, Kraken,
// Bybit, OKX and KuCoin passphrases, Hummingbot, Jesse); Chainlink node
// .api and .password files and secrets.toml, The Graph deploy keys,
// Tenderly, Moralis, Covalent, Etherscan, Pinata, NFT.Storage, thirdweb,
// Dune, OpenZeppelin Defender, Gelato, Alchemy webhooks, Privy; dapp
// source (ethers, viem, web3.py, go-ethereum, Rust alloy), CI workflows,
// deployment logs, error traces and chat. Benign look-alikes: contract
// addresses, tx and block hashes, public keys, signatures, xpubs,
// rpcauth salted hashes, encrypted keystores, deposit data, ABI
// snippets, chain ids, ENS names, WalletConnect project ids, Solana
// pubkeys and transaction signatures, Bitcoin addresses and txids.
// The case names start with "web3/".
func (g *G) web3Cases() {
	g.w3Hardhat()
	g.w3Foundry()
	g.w3Env()
	g.w3Truffle()
	g.w3Seeds()
	g.w3Solana()
	g.w3Bitcoin()
	g.w3Lightning()
	g.w3Nodes()
	g.w3Exchanges()
	g.w3Services()
	g.w3Code()
	g.w3Logs()
	g.w3Chat()
	g.w3Benign()
}

// ---- values used only here ----

// w3Add is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) w3Add(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// w3Words are BIP-39 English words past those of bipWords.
var w3Words = strings.Fields(`dance danger daring dash daughter dawn debate
debris decade december decide decline decorate decrease deer defense define
delay deliver demand denial dentist depart depend deposit depth deputy derive
describe desert design desk destroy detail detect develop device devote
diagram dial diamond diary diesel diet differ digital dignity dilemma dinner
dinosaur direct dirt disagree discover disease dish dismiss disorder display
distance divert divide divorce dizzy doctor document dog doll dolphin domain
donate donkey donor door dose double dove draft dragon drama drastic draw
dream dress drift drill drink drip drive drop drum dry duck dumb dune during
dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy
echo ecology economy edge edit educate effort egg eight either elbow elder
electric elegant element elephant elevator elite else embark embody embrace
emerge emotion employ empower empty enable enact end endless endorse enemy
energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure
enter entire entry envelope episode equal equip era erase erode erosion error
erupt escape essay essence estate eternal ethics evidence evil evoke evolve
exact example excess exchange excite exclude excuse execute exercise exhaust
exhibit exile exist exit exotic expand expect expire explain expose express
extend extra eye fabric face faculty fade faint faith fall false fame family
famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite
feature february federal fee feed feel female fence festival fetch fever few
fiber fiction field figure file film filter final find fine finger finish
fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee
flight flip float flock floor flower fluid flush fly foam focus fog foil fold
follow food foot force forest forget fork fortune forum forward fossil foster
found fox fragile frame frequent fresh friend fringe frog front frost frown
frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery
game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze
general genius genre gentle genuine gesture ghost giant gift giggle ginger
giraffe girl give glad glance glare glass glide glimpse globe gloom glory
glove glow glue goat goddess gold good goose gorilla gospel gossip govern
gown grab grace grain grant grape grass gravity great green grid grief grit
grocery group grow grunt guard guess guide guilt guitar gun gym habit hair
half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard
head health heart heavy hedgehog height hello helmet help hen hero hidden
high hill hint hip hire history hobby hockey hold hole holiday hollow home
honey hood hope horn horror horse hospital host hotel hour hover hub huge
human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice
icon idea identify idle ignore ill illegal illness image imitate immense
immune impact impose improve impulse inch include income increase index
indicate indoor industry infant inflict inform inhale inherit initial inject
injury inmate inner innocent input inquiry insane insect inside inspire
install intact interest into invest invite involve iron island isolate issue
item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke
journey joy judge juice jump jungle junior junk just kangaroo keen keep
ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi
knee knife knock know lab label labor ladder lady lake lamp language laptop
large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf
learn leave lecture left leg legal legend leisure lemon lend length lens
leopard lesson letter level liar liberty library license life lift light
like limb limit link lion liquid list little live lizard load loan lobster
local lock logic lonely long loop lottery loud lounge love loyal lucky
luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail
main major make mammal man manage mandate mango mansion manual maple marble
march margin marine market marriage mask mass master match material math
matrix matter maximum maze meadow mean measure meat mechanic medal media
melody melt member memory mention menu mercy merge merit merry mesh message
metal method middle midnight milk million mimic mind minimum minor minute
miracle mirror misery miss mistake mix mixed mixture mobile model modify mom
moment monitor monkey monster month moon moral more morning mosquito mother
motion motor mountain mouse move movie much muffin mule multiply muscle
museum mushroom music must mutual myself mystery myth naive name napkin
narrow nasty nation nature near neck need negative neglect neither nephew
nerve nest net network neutral never news next nice night noble noise
nominee noodle normal north nose notable note nothing notice novel now
nuclear number nurse nut oak obey object oblige obscure observe obtain
obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option
orange orbit orchard order ordinary organ orient original orphan ostrich
other outdoor outer output outside oval oven over own owner oxygen oyster
ozone pact paddle page pair palace palm panda panel panic panther paper
parade parent park parrot party pass patch path patient patrol pattern pause
pave payment peace peanut pear peasant pelican pen penalty pencil people
pepper perfect permit person pet phone photo phrase physical piano picnic
picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza
place planet plastic plate play please pledge pluck plug plunge poem poet
point polar pole police pond pony pool popular portion position possible
post potato pottery poverty powder power practice praise predict prefer
prepare present pretty prevent price pride primary print priority prison
private prize problem process produce profit program project promote proof
property prosper protect proud provide public pudding pull pulp pulse
pumpkin punch pupil puppy purchase purity purpose purse push put puzzle
pyramid quality quantum quarter question quick quit quiz quote rabbit
raccoon race rack radar radio rail rain raise rally ramp ranch random range
rapid rare rate rather raven raw razor ready real reason rebel rebuild
recall receive recipe record recycle reduce reflect reform refuse region
regret regular reject relax release relief rely remain remember remind
remove render renew rent reopen repair repeat replace report require rescue
resemble resist resource response result retire retreat return reunion
reveal review reward rhythm rib ribbon rice rich ride ridge rifle right
rigid ring riot ripple risk ritual rival river road roast robot robust
rocket romance roof rookie room rose rotate rough round route royal rubber
rude rug rule run runway rural sad saddle sadness safe sail salad salmon
salon salt salute same sample sand satisfy satoshi sauce sausage save say
scale scan scare scatter scene scheme school science scissors scorpion scout
scrap screen script scrub sea search season seat second secret section
security seed seek segment select sell seminar senior sense sentence series
service session settle setup seven shadow shaft shallow share shed shell
sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder
shove shrimp shrug shuffle shy sibling sick side siege sight sign silent
silk silly silver similar simple since sing siren sister situate six size
skate sketch ski skill skin skirt skull slab slam sleep slender slice slide
slight slim slogan slot slow slush small smart smile smoke smooth snack
snake snap sniff snow soap soccer social sock soda soft solar soldier solid
solution solve someone song soon sorry sort soul sound soup source south
space spare spatial spawn speak special speed spell spend sphere spice
spider spike spin spirit split spoil sponsor spoon sport spot spray spread
spring spy square squeeze squirrel stable stadium staff stage stairs stamp
stand start state stay steak steel stem step stereo stick still sting stock
stomach stone stool story stove strategy street strike strong struggle
student stuff stumble style subject submit subway success such sudden
suffer sugar suggest suit summer sun sunny sunset super supply supreme sure
surface surge surprise surround survey suspect sustain swallow swamp swap
swarm swear sweet swift swim swing switch sword symbol symptom syrup system
table tackle tag tail talent talk tank tape target task taste tattoo taxi
teach team tell ten tenant tennis tent term test text thank that theme then
theory there they thing this thought three thrive throw thumb thunder ticket
tide tiger tilt timber time tiny tip tired tissue title toast tobacco today
toddler toe together toilet token tomato tomorrow tone tongue tonight tool
tooth top topic topple torch tornado tortoise toss total tourist toward
tower town toy track trade traffic tragic train transfer trap trash travel
tray treat tree trend trial tribe trick trigger trim trip trophy trouble
truck true truly trumpet trust truth try tube tuition tumble tuna tunnel
turkey turn turtle twelve twenty twice twin twist two type typical ugly
umbrella unable unaware uncle uncover under undo unfair unfold unhappy
uniform unique unit universe unknown unlock until unusual unveil update
upgrade uphold upon upper upset urban urge usage use used useful useless
usual utility vacant vacuum vague valid valley valve van vanish vapor
various vast vault vehicle velvet vendor venture venue verb verify version
very vessel veteran viable vibrant vicious victory video view village
vintage violin virtual virus visa visit visual vital vivid vocal voice void
volcano volume vote voyage wage wagon wait walk wall walnut want warfare
warm warrior wash wasp waste water wave way wealth weapon wear weasel
weather web wedding weekend weird welcome west wet whale what wheat wheel
when where whip whisper wide width wife wild will win window wine wing wink
winner winter wire wisdom wise wish witness wolf woman wonder wood wool word
work world worry worth wrap wreck wrestle wrist write wrong yard year yellow
you young youth zebra zero zone zoo`)

// w3Seed is a BIP-39 shaped mnemonic of n words.
func (g *G) w3Seed(n int) string {
	w := make([]string, n)
	for i := range w {
		if g.r.IntN(6) == 0 {
			w[i] = bipWords[g.r.IntN(len(bipWords))]
		} else {
			w[i] = w3Words[g.r.IntN(len(w3Words))]
		}
	}
	return strings.Join(w, " ")
}

// w3Keypair is a Solana CLI keypair file: a JSON array of 64 byte values.
func (g *G) w3Keypair() string {
	b := g.bytes(64)
	parts := make([]string, len(b))
	for i, x := range b {
		parts[i] = strconv.Itoa(int(x))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func (g *G) w3Hash() string      { return "0x" + g.hex(64) }
func (g *G) w3Infura() string    { return g.hex(32) }
func (g *G) w3Alchemy() string   { return g.s(alAlnum+"-_", 32) }
func (g *G) w3Scan() string      { return g.s(alUpNum, 34) }
func (g *G) w3QuickNode() string { return g.hex(40) }
func (g *G) w3Ankr() string      { return g.hex(64) }
func (g *G) w3Helius() string    { return g.uuid() }
func (g *G) w3SolPub() string    { return g.s(alB58, 43+g.r.IntN(2)) }
func (g *G) w3SolSec() string    { return g.s(alB58, 87+g.r.IntN(2)) }
func (g *G) w3SolSig() string    { return g.s(alB58, 87+g.r.IntN(2)) }
func (g *G) w3Xprv() string      { return "xprv9s21ZrQH143K" + g.s(alB58, 95) }
func (g *G) w3Xpub() string      { return "xpub661MyMwAqRbc" + g.s(alB58, 95) }
func (g *G) w3Tprv() string      { return "tprv8ZgxMBicQKsP" + g.s(alB58, 95) }
func (g *G) w3Tpub() string      { return "tpubD6NzVbkrYhZ4" + g.s(alB58, 95) }
func (g *G) w3Bc1() string       { return "bc1q" + g.s(alBech, 38) }
func (g *G) w3Tb1() string       { return "tb1q" + g.s(alBech, 38) }
func (g *G) w3TWIF() string      { return "c" + g.s(alB58, 51) }
func (g *G) w3BLSPub() string    { return "0x" + g.hex(96) }
func (g *G) w3Sig() string       { return "0x" + g.hex(130) }
func (g *G) w3Graph() string     { return g.hex(32) }
func (g *G) w3Tenderly() string  { return g.an(32) }
func (g *G) w3Covalent() string  { return "cqt_" + g.an(30) }
func (g *G) w3WC() string        { return g.hex(32) }
func (g *G) w3Binance() string   { return g.an(64) }
func (g *G) w3Kraken() string    { return g.s(alB64, 56) }
func (g *G) w3KrakenSec() string { return g.b64(64) }
func (g *G) w3PinataJWT() string {
	return g.jwt("HS256", fmt.Sprintf(`{"userInformation":{"id":"%s","email":"ops@mintlab.xyz","email_verified":true,"pin_policy":{"regions":[{"desiredReplicationCount":1,"id":"FRA1"}],"version":1},"mfa_enabled":false,"status":"ACTIVE"},"authenticationType":"scopedKey","scopedKeyKey":"%s","scopedKeySecret":"%s","exp":%d,"iat":%d}`,
		g.uuid(), g.hex(20), g.hex(64), 1767225600+g.r.IntN(9000000), 1735689600+g.r.IntN(9000000)))
}
func (g *G) w3Moralis() string {
	iat := 1700000000 + g.r.IntN(30000000)
	return g.jwt("HS256", fmt.Sprintf(`{"nonce":"%s","orgId":"%d","userId":"%d","typeId":"%s","type":"PROJECT","iat":%d,"exp":4%d}`,
		g.uuid(), 300000+g.r.IntN(99999), 300000+g.r.IntN(99999), g.uuid(), iat, 800000000+g.r.IntN(99999999)))
}
func (g *G) w3Macaroon() string {
	return "0201036c6e6402f801030a10" + g.hex(32) + "1201301a160a0761646472657373120472656164120577726974651a130a04696e666f120472656164120577726974651a170a08696e766f69636573120472656164120577726974651a210a086d616361726f6f6e120867656e6572617465120472656164120577726974651a160a076d657373616765120472656164120577726974650000062" + g.hex(63)
}
func (g *G) w3Mixed() string {
	b := []byte(g.hex(40))
	for i := range b {
		if b[i] >= 'a' && g.r.IntN(2) == 0 {
			b[i] -= 32
		}
	}
	return "0x" + string(b)
}

// ---- Hardhat ----

func (g *G) w3Hardhat() {
	g.add("web3/hardhat-config-js-networks", `
$ cat hardhat.config.js
require("@nomicfoundation/hardhat-toolbox");

/** @type import('hardhat/config').HardhatUserConfig */
module.exports = {
  solidity: {
    version: "0.8.24",
    settings: { optimizer: { enabled: true, runs: 200 } },
  },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/«a»",
      accounts: ["0x«b»"],
    },
    mainnet: {
      url: "https://eth-mainnet.g.alchemy.com/v2/«c»",
      accounts: ["0x«d»"],
      gasPrice: 30000000000,
    },
  },
  etherscan: {
    apiKey: "«e»",
  },
};
`, V{"a": g.w3Infura(), "b": g.hex(64), "c": g.w3Alchemy(), "d": g.hex(64), "e": g.w3Scan()},
		"@nomicfoundation/hardhat-toolbox", "https://sepolia.infura.io/v3/", "https://eth-mainnet.g.alchemy.com/v2/")

	g.add("web3/hardhat-config-ts-multichain-etherscan", `
import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";
import "hardhat-deploy";

const DEPLOYER = "«a»";

const config: HardhatUserConfig = {
  solidity: "0.8.20",
  namedAccounts: { deployer: 0, treasury: "«_t»" },
  networks: {
    hardhat: { chainId: 31337 },
    arbitrumSepolia: {
      url: "https://arb-sepolia.g.alchemy.com/v2/«b»",
      chainId: 421614,
      accounts: [DEPLOYER],
    },
    base: {
      url: "https://base-mainnet.infura.io/v3/«c»",
      chainId: 8453,
      accounts: [DEPLOYER],
    },
    polygon: {
      url: "https://polygon-rpc.com",
      chainId: 137,
      accounts: [DEPLOYER],
    },
  },
  etherscan: {
    apiKey: {
      arbitrumSepolia: "«d»",
      base: "«e»",
      polygon: "«f»",
    },
  },
  sourcify: { enabled: false },
};

export default config;
`, V{"a": g.ethPriv(), "_t": g.w3Mixed(), "b": g.w3Alchemy(), "c": g.w3Infura(), "d": g.w3Scan(), "e": g.w3Scan(), "f": g.w3Scan()},
		"https://polygon-rpc.com", "chainId: 421614", "hardhat-deploy")

	g.add("web3/hardhat-config-fallback-default", `
require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

const PRIVATE_KEY = process.env.PRIVATE_KEY || "«a»";
const RPC_URL = process.env.SEPOLIA_RPC_URL || "https://eth-sepolia.g.alchemy.com/v2/«b»";

module.exports = {
  defaultNetwork: "hardhat",
  networks: {
    sepolia: { url: RPC_URL, accounts: [PRIVATE_KEY], chainId: 11155111 },
  },
  solidity: "0.8.19",
  gasReporter: {
    enabled: true,
    currency: "USD",
    coinmarketcap: "«c»",
  },
};
`, V{"a": g.hex(64), "b": g.w3Alchemy(), "c": g.uuid()}, "process.env.PRIVATE_KEY", "SEPOLIA_RPC_URL", "chainId: 11155111")

	g.add("web3/hardhat-vars-set-prompt", `
$ npx hardhat vars set SEPOLIA_PRIVATE_KEY
✔ Enter value: · «a»

The configuration variable has been stored in /home/maya/.config/hardhat-nodejs/vars.json
$ npx hardhat vars set ALCHEMY_API_KEY
✔ Enter value: · «b»

The configuration variable has been stored in /home/maya/.config/hardhat-nodejs/vars.json
$ npx hardhat vars list
ALCHEMY_API_KEY
SEPOLIA_PRIVATE_KEY
`, V{"a": g.hex(64), "b": g.w3Alchemy()}, "/home/maya/.config/hardhat-nodejs/vars.json")

	g.add("web3/hardhat-vars-json-file", `
$ cat ~/.config/hardhat-nodejs/vars.json
{
  "_format": "hh-vars-1",
  "vars": {
    "ALCHEMY_API_KEY": {
      "value": "«a»"
    },
    "ETHERSCAN_API_KEY": {
      "value": "«b»"
    },
    "SEPOLIA_PRIVATE_KEY": {
      "value": "«c»"
    },
    "REPORT_GAS": {
      "value": "true"
    }
  }
}
`, V{"a": g.w3Alchemy(), "b": g.w3Scan(), "c": g.ethPriv()}, "hh-vars-1", "REPORT_GAS")

	g.add("web3/hardhat-deploy-output", `
$ npx hardhat run scripts/deploy.ts --network sepolia
Compiled 14 Solidity files successfully (evm target: paris).
Deploying contracts with the account: «_from»
Account balance: 0.482113907 ETH
Token deployed to: «_tok»
Staking deployed to: «_stk»
  tx: «_tx»
Waiting for 5 confirmations...
Verifying on Etherscan...
Successfully submitted source code for contract
contracts/Staking.sol:Staking at «_stk»
for verification on the block explorer. Waiting for verification result...
Successfully verified contract Staking on the block explorer.
https://sepolia.etherscan.io/address/«_stk»#code
`, V{"_from": g.w3Mixed(), "_tok": g.w3Mixed(), "_stk": g.w3Mixed(), "_tx": g.w3Hash()}, "https://sepolia.etherscan.io/address/")

	g.add("web3/hardhat-ignition-deploy-with-key-env", `
$ SEPOLIA_PRIVATE_KEY=«a» npx hardhat ignition deploy ./ignition/modules/Lock.ts --network sepolia --verify
✔ Confirm deploy to network sepolia (11155111)? … yes
Hardhat Ignition 🚀

Deploying [ LockModule ]

Batch #1
  Executed LockModule#Lock

[ LockModule ] successfully deployed 🚀

Deployed Addresses

LockModule#Lock - «_addr»

Verifying deployed contracts

Verifying contract "contracts/Lock.sol:Lock" for network sepolia...
Successfully verified contract "contracts/Lock.sol:Lock" for network sepolia:
  - https://sepolia.etherscan.io/address/«_addr»#code
`, V{"a": g.hex(64), "_addr": g.w3Mixed()}, "LockModule#Lock", "ignition/modules/Lock.ts")

	g.add("web3/hardhat-network-fork-config", `
  networks: {
    hardhat: {
      forking: {
        url: "https://eth-mainnet.g.alchemy.com/v2/«a»",
        blockNumber: 19876543,
      },
      accounts: {
        mnemonic: "«b»",
        count: 20,
      },
    },
  },
`, V{"a": g.w3Alchemy(), "b": g.w3Seed(12)}, "blockNumber: 19876543", "count: 20")

	g.add("web3/hardhat-error-provider-url", `
$ npx hardhat run scripts/seed.ts --network optimism
Error HH110: Invalid JSON-RPC response received: {"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"must be authenticated!"}}

HardhatError: HH110: Invalid JSON-RPC response received: {"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"must be authenticated!"}}
    at HttpProvider._fetchJsonRpcResponse (/home/dev/lz-bridge/node_modules/hardhat/src/internal/core/providers/http.ts:277:15)
    at processTicksAndRejections (node:internal/process/task_queues:95:5)
    at HttpProvider.request (/home/dev/lz-bridge/node_modules/hardhat/src/internal/core/providers/http.ts:83:29)

For more info go to https://hardhat.org/HH110 or run Hardhat with --show-stack-traces
$ grep -n optimism -A3 hardhat.config.ts
41:    optimism: {
42-      url: "https://optimism-mainnet.infura.io/v3/«a»",
43-      accounts: ["«b»"],
44-    },
`, V{"a": g.w3Infura(), "b": g.ethPriv()}, "must be authenticated!", "https://hardhat.org/HH110")

	g.add("web3/hardhat-verify-etherscan-key-cli", `
$ ETHERSCAN_API_KEY=«a» npx hardhat verify --network mainnet «_addr» "Vault Token" "vTKN" «_owner»
Successfully submitted source code for contract
contracts/VaultToken.sol:VaultToken at «_addr»
for verification on the block explorer. Waiting for verification result...

Successfully verified contract VaultToken on Etherscan.
https://etherscan.io/address/«_addr»#code
`, V{"a": g.w3Scan(), "_addr": g.w3Mixed(), "_owner": g.w3Mixed()}, "contracts/VaultToken.sol:VaultToken")

	g.add("web3/hardhat-accounts-task-custom-mnemonic", `
$ MNEMONIC="«m»" npx hardhat accounts --network localhost
«_a0»
«_a1»
«_a2»
«_a3»
`, V{"m": g.w3Seed(12), "_a0": g.w3Mixed(), "_a1": g.w3Mixed(), "_a2": g.w3Mixed(), "_a3": g.w3Mixed()}, "npx hardhat accounts --network localhost")

	g.add("web3/hardhat-config-ledger-benign", `
import "@nomicfoundation/hardhat-ledger";

const config: HardhatUserConfig = {
  networks: {
    mainnet: {
      url: "https://ethereum-rpc.publicnode.com",
      ledgerAccounts: ["«_a»"],
    },
  },
};
`, V{"_a": g.w3Mixed()}, "https://ethereum-rpc.publicnode.com", "@nomicfoundation/hardhat-ledger")

	g.add("web3/hardhat-git-diff-added-key", `
$ git diff hardhat.config.js
diff --git a/hardhat.config.js b/hardhat.config.js
index «_i1»..«_i2» 100644
--- a/hardhat.config.js
+++ b/hardhat.config.js
@@ -18,8 +18,8 @@ module.exports = {
     goerli: {
-      url: process.env.GOERLI_URL,
-      accounts: [process.env.PRIVATE_KEY],
+      url: "https://eth-goerli.g.alchemy.com/v2/«a»",
+      accounts: ["«b»"],
     },
   },
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.w3Alchemy(), "b": g.hex(64)}, "process.env.GOERLI_URL", "process.env.PRIVATE_KEY")

	g.add("web3/hardhat-zksync-config", `
  zksyncSepolia: {
    url: "https://sepolia.era.zksync.dev",
    ethNetwork: "https://sepolia.infura.io/v3/«a»",
    zksync: true,
    verifyURL: "https://explorer.sepolia.era.zksync.dev/contract_verification",
    accounts: ["«b»"],
  },
`, V{"a": g.w3Infura(), "b": g.ethPriv()}, "https://sepolia.era.zksync.dev", "https://explorer.sepolia.era.zksync.dev/contract_verification")

	g.add("web3/hardhat-test-output-benign", `
$ npx hardhat test

  Staking
    ✔ deploys with the right owner (1203ms)
    ✔ lets users stake and emits Staked
    ✔ reverts withdraw before unlock (48ms)
    1) pays rewards pro rata


  3 passing (2s)
  1 failing

  1) Staking
       pays rewards pro rata:
     AssertionError: expected 999999999999999999 to equal 1000000000000000000
      + expected - actual

      -999999999999999999
      +1000000000000000000

      at Context.<anonymous> (test/Staking.ts:88:41)

·-----------------------|----------------------------|-------------|-----------------------------·
|  Solc version: 0.8.24 ·  Optimizer enabled: true   ·  Runs: 200  ·  Block limit: 30000000 gas  │
`, nil, "pays rewards pro rata", "test/Staking.ts:88:41")
}

// ---- Foundry ----

func (g *G) w3Foundry() {
	g.add("web3/foundry-toml-rpc-and-etherscan", `
$ cat foundry.toml
[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc_version = "0.8.26"
optimizer = true
optimizer_runs = 10_000

[rpc_endpoints]
mainnet = "https://eth-mainnet.g.alchemy.com/v2/«a»"
sepolia = "https://sepolia.infura.io/v3/«b»"
base = "${BASE_RPC_URL}"
anvil = "http://127.0.0.1:8545"

[etherscan]
mainnet = { key = "«c»" }
sepolia = { key = "«c»", chain = 11155111 }
base = { key = "${BASESCAN_API_KEY}", url = "https://api.basescan.org/api" }

# See more config options https://github.com/foundry-rs/foundry/blob/master/crates/config/README.md#all-options
`, V{"a": g.w3Alchemy(), "b": g.w3Infura(), "c": g.w3Scan()}, "${BASE_RPC_URL}", "${BASESCAN_API_KEY}", "http://127.0.0.1:8545")

	g.add("web3/forge-script-broadcast-private-key", `
$ forge script script/Deploy.s.sol:DeployScript --rpc-url https://base-sepolia.g.alchemy.com/v2/«a» --private-key «b» --broadcast --verify --etherscan-api-key «c» -vvvv
[⠊] Compiling...
No files changed, compilation skipped
Script ran successfully.

== Logs ==
  Deployer: «_dep»
  Factory: «_fac»

## Setting up 1 EVM.
==========================

Chain 84532

Estimated gas price: 0.001000252 gwei

Estimated total gas used for script: 3184223

Estimated amount required: 0.000003184225 ETH

==========================

##### base-sepolia
✅  [Success]Hash: «_tx»
Contract Address: «_fac»
Block: 12055121
Paid: 0.000002449385 ETH (2449385 gas * 0.001000001 gwei)

✅ Sequence #1 on base-sepolia | Total Paid: 0.000002449385 ETH (2449385 gas * avg 0.001000001 gwei)
`, V{"a": g.w3Alchemy(), "b": g.ethPriv(), "c": g.w3Scan(), "_dep": g.w3Mixed(), "_fac": g.w3Mixed(), "_tx": g.w3Hash()}, "script/Deploy.s.sol:DeployScript", "Chain 84532")

	g.add("web3/forge-create-constructor-args", `
$ forge create src/Counter.sol:Counter --rpc-url $SEPOLIA_RPC_URL --private-key «a» --constructor-args 42
[⠒] Compiling...
No files changed, compilation skipped
Deployer: «_dep»
Deployed to: «_to»
Transaction hash: «_tx»
`, V{"a": g.ethPriv(), "_dep": g.w3Mixed(), "_to": g.w3Mixed(), "_tx": g.w3Hash()}, "$SEPOLIA_RPC_URL", "src/Counter.sol:Counter")

	g.add("web3/cast-send-private-key-receipt", `
$ cast send «_token» "transfer(address,uint256)" «_to» 1000000000000000000 --rpc-url https://rpc.ankr.com/eth_sepolia/«a» --private-key «b»

blockHash               «_bh»
blockNumber             6123456
contractAddress
cumulativeGasUsed       8812045
effectiveGasPrice       3000000014
from                    «_from»
gasUsed                 34511
logs                    [{"address":"«_token»","topics":["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef","0x000000000000000000000000«_f2»","0x000000000000000000000000«_t2»"],"data":"0x0000000000000000000000000000000000000000000000000de0b6b3a7640000","blockHash":"«_bh»","blockNumber":"0x5d7040","transactionHash":"«_tx»","transactionIndex":"0x2a","logIndex":"0x61","removed":false}]
logsBloom               0x«_bloom»
root
status                  1 (success)
transactionHash         «_tx»
transactionIndex        42
type                    2
blobGasPrice
blobGasUsed
to                      «_token»
`, V{"_token": g.w3Mixed(), "_to": g.w3Mixed(), "a": g.w3Ankr(), "b": g.ethPriv(), "_bh": g.w3Hash(), "_from": g.w3Mixed(), "_f2": g.hex(40), "_t2": g.hex(40), "_tx": g.w3Hash(), "_bloom": g.hex(512)},
		"0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef", "transfer(address,uint256)")

	g.add("web3/cast-wallet-new", `
$ cast wallet new
Successfully created new keypair.
Address:     «_addr»
Private key: «a»
$ cast wallet new --number 2
Successfully created new keypair.
Address:     «_a2»
Private key: «b»
Successfully created new keypair.
Address:     «_a3»
Private key: «c»
`, V{"_addr": g.w3Mixed(), "a": g.ethPriv(), "_a2": g.w3Mixed(), "b": g.ethPriv(), "_a3": g.w3Mixed(), "c": g.ethPriv()})

	g.add("web3/cast-wallet-new-mnemonic", `
$ cast wallet new-mnemonic --words 24
Generating mnemonic from provided entropy...
Successfully generated a new mnemonic.
Phrase:
«m»

Accounts:
- Account 0:
Address:     «_a»
Private key: «k»

`, V{"m": g.w3Seed(24), "_a": g.w3Mixed(), "k": g.ethPriv()}, "cast wallet new-mnemonic --words 24")

	g.add("web3/cast-wallet-import-interactive", `
$ cast wallet import deployer --interactive
Enter private key:
Enter password:
`+"`"+`deployer`+"`"+` keystore was saved successfully. Address: «_a»
$ cast wallet list
deployer (Local)
ledger (Ledger)
$ forge script script/Deploy.s.sol --rpc-url sepolia --account deployer --sender «_a» --broadcast
Enter keystore password:
`, V{"_a": g.w3Mixed()}, "cast wallet import deployer --interactive", "--account deployer")

	g.add("web3/cast-wallet-import-private-key-flag", `
$ cast wallet import ops-hot --private-key «a» --unsafe-password '«b»'
`+"`"+`ops-hot`+"`"+` keystore was saved successfully. Address: «_a»
`, V{"a": g.ethPriv(), "b": g.pw(), "_a": g.w3Mixed()}, "ops-hot")

	g.add("web3/cast-wallet-derive-private-key", `
$ cast wallet derive-private-key "«m»" 3
- Account:
Address:     «_a»
Private key: «k»
$ cast wallet address --private-key «k»
«_a»
`, V{"m": g.w3Seed(12), "_a": g.w3Mixed(), "k": g.ethPriv()})

	g.add("web3/anvil-custom-mnemonic-banner", `
$ anvil --fork-url https://mainnet.infura.io/v3/«i» --mnemonic "«m»" --accounts 3


                             _   _
                            (_) | |
      __ _   _ __   __   __  _  | |
     / _`+"`"+` | | '_ \  \ \ / / | | | |
    | (_| | | | | |  \ V /  | | | |
     \__,_| |_| |_|   \_/   |_| |_|

    0.2.0 (c7ac6ac 2024-10-01T00:22:31.215735000Z)
    https://github.com/foundry-rs/foundry

Available Accounts
==================

(0) «_a0» (10000.000000000000000000 ETH)
(1) «_a1» (10000.000000000000000000 ETH)
(2) «_a2» (10000.000000000000000000 ETH)

Private Keys
==================

(0) «k0»
(1) «k1»
(2) «k2»

Wallet
==================
Mnemonic:          «m»
Derivation path:   m/44'/60'/0'/0/


Fork
==================
Endpoint:       https://mainnet.infura.io/v3/«i»
Block number:   20912345
Block hash:     «_bh»
Chain ID:       1

Listening on 127.0.0.1:8545
`, V{"i": g.w3Infura(), "m": g.w3Seed(12), "_a0": g.w3Mixed(), "_a1": g.w3Mixed(), "_a2": g.w3Mixed(), "k0": g.ethPriv(), "k1": g.ethPriv(), "k2": g.ethPriv(), "_bh": g.w3Hash()},
		"m/44'/60'/0'/0/", "Listening on 127.0.0.1:8545")

	g.add("web3/foundry-env-file-loaded", `
$ cat .env
# forge reads this automatically
MAINNET_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/«a»
SEPOLIA_RPC_URL=https://«_qn».ethereum-sepolia.quiknode.pro/«b»/
ETHERSCAN_API_KEY=«c»
PRIVATE_KEY=«d»
FOUNDRY_PROFILE=ci
`, V{"a": g.w3Alchemy(), "_qn": g.pick("late-wild-shard", "polished-divine-frost", "crimson-young-lake"), "b": g.w3QuickNode(), "c": g.w3Scan(), "d": g.ethPriv()}, "FOUNDRY_PROFILE=ci")

	g.add("web3/forge-test-fork-url-trace", `
$ forge test --match-contract UniswapForkTest --fork-url https://eth-mainnet.g.alchemy.com/v2/«a» -vvv
[⠊] Compiling...
[⠘] Compiling 3 files with Solc 0.8.26
[⠃] Solc 0.8.26 finished in 2.41s
Compiler run successful!

Ran 2 tests for test/UniswapFork.t.sol:UniswapForkTest
[PASS] test_swapExactInput() (gas: 128811)
[FAIL: revert: STF] test_swapExactOutput() (gas: 41207)
Traces:
  [41207] UniswapForkTest::test_swapExactOutput()
    ├─ [33188] 0xE592427A0AEce92De3Edee1F18E0157C05861564::exactOutputSingle(ExactOutputSingleParams({ tokenIn: 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2, tokenOut: 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48, fee: 500, recipient: «_r», deadline: 1727000000, amountOut: 1000000000 [1e9], amountInMaximum: 1000000000000000000 [1e18], sqrtPriceLimitX96: 0 }))
    │   └─ ← [Revert] revert: STF
    └─ ← [Revert] revert: STF

Suite result: FAILED. 1 passed; 1 failed; 0 skipped; finished in 3.88s (3.12s CPU time)
`, V{"a": g.w3Alchemy(), "_r": g.w3Mixed()}, "0xE592427A0AEce92De3Edee1F18E0157C05861564", "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "test/UniswapFork.t.sol:UniswapForkTest")

	g.add("web3/cast-rpc-quicknode-url", `
$ cast block-number --rpc-url https://«_n».arbitrum-mainnet.quiknode.pro/«a»/
263018842
$ cast balance «_addr» --ether --rpc-url https://«_n».arbitrum-mainnet.quiknode.pro/«a»/
1.204430000000000000
`, V{"_n": g.pick("frosty-wispy-moon", "sleek-proud-river", "divine-cool-bush"), "a": g.w3QuickNode(), "_addr": g.w3Mixed()})

	g.add("web3/foundry-broadcast-run-latest-benign", `
$ jq '.transactions[0] | {hash, contractName, contractAddress, transaction: {from: .transaction.from, gas: .transaction.gas, nonce: .transaction.nonce}}' broadcast/Deploy.s.sol/11155111/run-latest.json
{
  "hash": "«_tx»",
  "contractName": "MerkleAirdrop",
  "contractAddress": "«_c»",
  "transaction": {
    "from": "«_f»",
    "gas": "0x1a2b3c",
    "nonce": "0x7"
  }
}
`, V{"_tx": g.w3Hash(), "_c": g.w3Mixed(), "_f": g.w3Mixed()}, "broadcast/Deploy.s.sol/11155111/run-latest.json", "MerkleAirdrop")

	g.add("web3/forge-verify-contract-key-flag", `
$ forge verify-contract --chain-id 137 --num-of-optimizations 200 --watch --constructor-args $(cast abi-encode "constructor(address,uint256)" «_owner» 500) --etherscan-api-key «a» --compiler-version v0.8.24+commit.e11b9ed9 «_c» src/FeeSplitter.sol:FeeSplitter
Start verifying contract `+"`"+`«_c»`+"`"+` deployed on polygon

Submitting verification for [src/FeeSplitter.sol:FeeSplitter] «_c».
Submitted contract for verification:
	Response: `+"`"+`OK`+"`"+`
	GUID: `+"`"+`«_guid»`+"`"+`
	URL: https://polygonscan.com/address/«_c»
Contract verification status:
Response: `+"`"+`OK`+"`"+`
Details: `+"`"+`Pass - Verified`+"`"+`
Contract successfully verified
`, V{"_owner": g.w3Mixed(), "a": g.w3Scan(), "_c": g.w3Mixed(), "_guid": g.s(alLowNum, 50)}, "v0.8.24+commit.e11b9ed9", "src/FeeSplitter.sol:FeeSplitter")

	g.add("web3/foundry-keystore-benign-cat", `
$ ls ~/.foundry/keystores/
deployer  ops-hot
$ cat ~/.foundry/keystores/deployer
{"crypto":{"cipher":"aes-128-ctr","cipherparams":{"iv":"«_iv»"},"ciphertext":"«_ct»","kdf":"scrypt","kdfparams":{"dklen":32,"n":8192,"p":1,"r":8,"salt":"«_salt»"},"mac":"«_mac»"},"id":"«_id»","version":3}
`, V{"_iv": g.hex(32), "_ct": g.hex(64), "_salt": g.hex(64), "_mac": g.hex(64), "_id": g.uuid()}, "~/.foundry/keystores/deployer")
}

// ---- .env files ----

func (g *G) w3Env() {
	g.add("web3/dotenv-dapp-full", `
$ cat .env
# === RPC ===
MAINNET_RPC_URL="https://mainnet.infura.io/v3/«a»"
INFURA_API_SECRET="«b»"
ALCHEMY_API_KEY="«c»"

# === Wallet ===
PRIVATE_KEY="«d»"
DEPLOYER_ADDRESS="«_dep»"

# === Explorer ===
ETHERSCAN_API_KEY="«e»"
POLYGONSCAN_API_KEY="«f»"

# === Frontend (public) ===
NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID="«_wc»"
NEXT_PUBLIC_CHAIN_ID=8453
NEXT_PUBLIC_VAULT_ADDRESS="«_vault»"
`, V{"a": g.w3Infura(), "b": g.b64(24), "c": g.w3Alchemy(), "d": g.ethPriv(), "_dep": g.w3Mixed(), "e": g.w3Scan(), "f": g.w3Scan(), "_wc": g.w3WC(), "_vault": g.w3Mixed()},
		"NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID", "NEXT_PUBLIC_CHAIN_ID=8453")

	g.add("web3/dotenv-mnemonic-unquoted", `
MNEMONIC=«m»
INFURA_PROJECT_ID=«a»
REPORT_GAS=true
COINMARKETCAP_API_KEY=«b»
`, V{"m": g.w3Seed(12), "a": g.w3Infura(), "b": g.uuid()}, "REPORT_GAS=true")

	g.add("web3/dotenv-first-line-key", `
DEPLOYER_PRIVATE_KEY=«a»
TREASURY_MULTISIG=«_safe»
ARBITRUM_RPC=https://arb-mainnet.g.alchemy.com/v2/«b»
ARBISCAN_KEY=«c»
`, V{"a": g.hex(64), "_safe": g.w3Mixed(), "b": g.w3Alchemy(), "c": g.w3Scan()}, "TREASURY_MULTISIG")

	g.add("web3/dotenv-example-and-real-side-by-side", `
$ diff .env.example .env
3,4c3,4
< PRIVATE_KEY=0xYOUR_PRIVATE_KEY_HERE
< RPC_URL=https://eth-sepolia.g.alchemy.com/v2/YOUR_API_KEY
---
> PRIVATE_KEY=«a»
> RPC_URL=https://eth-sepolia.g.alchemy.com/v2/«b»
7c7
< TENDERLY_ACCESS_KEY=
---
> TENDERLY_ACCESS_KEY=«c»
`, V{"a": g.ethPriv(), "b": g.w3Alchemy(), "c": g.w3Tenderly()}, "0xYOUR_PRIVATE_KEY_HERE", "v2/YOUR_API_KEY")

	g.add("web3/dotenv-chainstack-blast-drpc", `
ETH_HTTP=https://ethereum-mainnet.core.chainstack.com/«a»
ETH_WS=wss://ethereum-mainnet.core.chainstack.com/ws/«a»
BLAST_RPC=https://eth-mainnet.blastapi.io/«b»
DRPC_URL=https://lb.drpc.org/ogrpc?network=ethereum&dkey=«c»
PUBLIC_FALLBACK=https://cloudflare-eth.com
`, V{"a": g.hex(32), "b": g.uuid(), "c": g.b64u(39)}, "https://cloudflare-eth.com")

	g.add("web3/export-in-shell-history", `
$ history | tail -6
 1012  cd ~/code/perp-keeper
 1013  export KEEPER_PK=«a»
 1014  export RPC=https://«_n».base-mainnet.quiknode.pro/«b»
 1015  yarn keeper --market ETH-PERP --interval 15
 1016  unset KEEPER_PK
 1017  history | tail -6
`, V{"a": g.ethPriv(), "_n": g.pick("wandering-few-glade", "restless-sly-pine"), "b": g.w3QuickNode()}, "yarn keeper --market ETH-PERP --interval 15")

	g.add("web3/dotenv-printenv-grep", `
$ printenv | grep -iE 'key|rpc|mnemonic' | sort
ALCHEMY_KEY=«a»
ANKR_RPC=https://rpc.ankr.com/multichain/«b»
BSCSCAN_API_KEY=«c»
HD_MNEMONIC=«m»
NODE_OPTIONS=--max-old-space-size=8192
SSH_AUTH_SOCK=/tmp/ssh-XXXXUg3JQq/agent.2213
`, V{"a": g.w3Alchemy(), "b": g.w3Ankr(), "c": g.w3Scan(), "m": g.w3Seed(24)}, "NODE_OPTIONS=--max-old-space-size=8192")

	g.add("web3/docker-compose-keeper-env", `
services:
  keeper:
    image: ghcr.io/lendlab/liquidator:0.9.3
    restart: unless-stopped
    environment:
      CHAIN_ID: "42161"
      RPC_URL: "https://arbitrum-mainnet.infura.io/v3/«a»"
      LIQUIDATOR_PRIVATE_KEY: "«b»"
      FLASHBOTS_AUTH_KEY: "«c»"
      MIN_PROFIT_USD: "25"
      POOL_ADDRESS: "«_pool»"
`, V{"a": g.w3Infura(), "b": g.ethPriv(), "c": g.ethPriv(), "_pool": g.w3Mixed()}, "ghcr.io/lendlab/liquidator:0.9.3", "MIN_PROFIT_USD")

	g.add("web3/envrc-direnv", `
$ cat .envrc
use nix
export FOUNDRY_ETH_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/«a»
export ETH_FROM=«_from»
export ETH_PRIVATE_KEY=«b»
dotenv_if_exists .env.local
direnv: loading ~/code/dss-exec/.envrc
`, V{"a": g.w3Alchemy(), "_from": g.w3Mixed(), "b": g.hex(64)}, "dotenv_if_exists .env.local")

	g.add("web3/vercel-env-pull", `
$ vercel env pull .env.local
Vercel CLI 37.4.2
> Downloading `+"`"+`development`+"`"+` Environment Variables for Project nft-drop-site
✅  Created .env.local file  [312ms]
$ cat .env.local
# Created by Vercel CLI
NEXT_PUBLIC_THIRDWEB_CLIENT_ID="«_cid»"
THIRDWEB_SECRET_KEY="«a»"
PINATA_JWT="«b»"
NEXT_PUBLIC_DROP_CONTRACT="«_c»"
VERCEL_OIDC_TOKEN="«v»"
`, V{"_cid": g.hex(32), "a": g.b64u(86), "b": g.w3PinataJWT(), "_c": g.w3Mixed(), "v": g.jwt("RS256", `{"iss":"https://oidc.vercel.com/mint-labs","sub":"owner:mint-labs:project:nft-drop-site:environment:development","aud":"https://vercel.com/mint-labs","owner":"mint-labs","project":"nft-drop-site","environment":"development","nbf":1727354211,"iat":1727354211,"exp":1727397411}`)},
		"nft-drop-site", "NEXT_PUBLIC_THIRDWEB_CLIENT_ID")

	g.add("web3/github-secret-set", `
$ gh secret set DEPLOYER_KEY --body "«a»" --repo onchain-labs/protocol
✓ Set Actions secret DEPLOYER_KEY for onchain-labs/protocol
$ gh secret set ETHERSCAN_API_KEY --body «b»
✓ Set Actions secret ETHERSCAN_API_KEY for onchain-labs/protocol
$ gh secret list
NAME               UPDATED
DEPLOYER_KEY       less than a minute ago
ETHERSCAN_API_KEY  less than a minute ago
`, V{"a": g.ethPriv(), "b": g.w3Scan()}, "onchain-labs/protocol")
}

// ---- Truffle, Ganache, Brownie, Ape ----

func (g *G) w3Truffle() {
	g.add("web3/truffle-config-hdwallet-inline", `
const HDWalletProvider = require('@truffle/hdwallet-provider');
const mnemonic = '«m»';

module.exports = {
  networks: {
    development: {
      host: "127.0.0.1",
      port: 7545,
      network_id: "*",
    },
    goerli: {
      provider: () => new HDWalletProvider(mnemonic, `+"`"+`https://goerli.infura.io/v3/«a»`+"`"+`),
      network_id: 5,
      confirmations: 2,
      timeoutBlocks: 200,
      skipDryRun: true
    },
  },
  compilers: { solc: { version: "0.8.13" } },
  api_keys: { etherscan: '«e»' },
  plugins: ['truffle-plugin-verify'],
};
`, V{"m": g.w3Seed(12), "a": g.w3Infura(), "e": g.w3Scan()}, "@truffle/hdwallet-provider", "truffle-plugin-verify")

	g.add("web3/truffle-secret-file", `
$ cat truffle-config.js | head -8
const HDWalletProvider = require('@truffle/hdwallet-provider');
const fs = require('fs');
const mnemonic = fs.readFileSync(".secret").toString().trim();
const infuraKey = fs.readFileSync(".infura").toString().trim();
$ cat .secret
«m»
$ cat .infura
«a»
`, V{"m": g.w3Seed(12), "a": g.w3Infura()}, "fs.readFileSync(\".secret\")")

	g.add("web3/truffle-hdwallet-private-keys-array", `
    bscTestnet: {
      provider: () => new HDWalletProvider({
        privateKeys: ["«a»", "«b»"],
        providerOrUrl: "https://data-seed-prebsc-1-s1.bnbchain.org:8545",
        pollingInterval: 8000,
      }),
      network_id: 97,
      confirmations: 10,
      skipDryRun: true,
    },
`, V{"a": g.hex(64), "b": g.hex(64)}, "https://data-seed-prebsc-1-s1.bnbchain.org:8545", "network_id: 97")

	g.add("web3/truffle-migrate-output-benign", `
$ truffle migrate --network goerli

Compiling your contracts...
===========================
> Everything is up to date, there is nothing to compile.


Starting migrations...
======================
> Network name:    'goerli'
> Network id:      5
> Block gas limit: 30000000 (0x1c9c380)


1_deploy_contracts.js
=====================

   Deploying 'MetaCoin'
   --------------------
   > transaction hash:    «_tx»
   > Blocks: 1            Seconds: 12
   > contract address:    «_c»
   > block number:        9812345
   > block timestamp:     1697011212
   > account:             «_acct»
   > balance:             0.418236455
   > gas used:            411942 (0x64926)
   > gas price:           2.500000007 gwei
   > value sent:          0 ETH
   > total cost:          0.001029855002883594 ETH
`, V{"_tx": g.w3Hash(), "_c": g.w3Mixed(), "_acct": g.w3Mixed()}, "1_deploy_contracts.js", "'MetaCoin'")

	g.add("web3/ganache-cli-mnemonic-flag", `
$ npx ganache --wallet.mnemonic "«m»" --chain.chainId 1337 --wallet.totalAccounts 2
ganache v7.9.2 (@ganache/cli: 0.10.2, @ganache/core: 0.10.2)
Starting RPC server

Available Accounts
==================
(0) «_a0» (1000 ETH)
(1) «_a1» (1000 ETH)

Private Keys
==================
(0) «k0»
(1) «k1»

HD Wallet
==================
Mnemonic:      «m»
Base HD Path:  m/44'/60'/0'/0/{account_index}

Default Gas Price
==================
2000000000

RPC Listening on 127.0.0.1:8545
`, V{"m": g.w3Seed(12), "_a0": g.w3Mixed(), "_a1": g.w3Mixed(), "k0": g.ethPriv(), "k1": g.ethPriv()}, "m/44'/60'/0'/0/{account_index}")

	g.add("web3/brownie-config-yaml", `
$ cat brownie-config.yaml
dependencies:
  - OpenZeppelin/openzeppelin-contracts@4.9.3
compiler:
  solc:
    remappings:
      - "@openzeppelin=OpenZeppelin/openzeppelin-contracts@4.9.3"
dotenv: .env
networks:
  default: development
  sepolia:
    verify: True
wallets:
  from_key: ${PRIVATE_KEY}
  from_mnemonic: "«m»"
$ cat .env
export WEB3_INFURA_PROJECT_ID=«a»
export PRIVATE_KEY=0x«b»
export ETHERSCAN_TOKEN=«c»
`, V{"m": g.w3Seed(12), "a": g.w3Infura(), "b": g.hex(64), "c": g.w3Scan()}, "OpenZeppelin/openzeppelin-contracts@4.9.3", "from_key: ${PRIVATE_KEY}")

	g.add("web3/brownie-accounts-add", `
$ brownie accounts new deployer
Brownie v1.20.6 - Python development framework for Ethereum

Enter the private key you wish to add: «a»
Enter the password to encrypt this account with: 
SUCCESS: A new account '«_addr»' has been generated with the id 'deployer'
`, V{"a": g.ethPriv(), "_addr": g.w3Mixed()}, "Brownie v1.20.6")

	g.add("web3/ape-config-and-accounts-import", `
$ cat ape-config.yaml
name: yield-vaults
plugins:
  - name: alchemy
  - name: etherscan
  - name: foundry
ethereum:
  default_network: mainnet-fork
  mainnet_fork:
    default_provider: foundry
$ export WEB3_ALCHEMY_PROJECT_ID=«a»
$ ape accounts import keeper
Enter Private Key: 
Create Passphrase to encrypt account: 
Repeat for confirmation: 
SUCCESS: A new account '«_addr»' with HDPath m/44'/60'/0'/0/0 has been added with the id 'keeper'
`, V{"a": g.w3Alchemy(), "_addr": g.w3Mixed()}, "yield-vaults", "default_provider: foundry")

	g.add("web3/ape-accounts-import-mnemonic-flag", `
$ ape accounts import --use-mnemonic ops
Enter mnemonic seed phrase: «m»
Create Passphrase to encrypt account: «p»
Repeat for confirmation: «p»
SUCCESS: A new account '«_addr»' with HDPath m/44'/60'/0'/0/0 has been added with the id 'ops'
`, V{"m": g.w3Seed(12), "p": g.pw(), "_addr": g.w3Mixed()})
}

// ---- seed phrases ----

func (g *G) w3Seeds() {
	g.add("web3/ethers-wallet-from-phrase", `
import { ethers } from "ethers";

const provider = new ethers.JsonRpcProvider("https://mainnet.base.org");
const wallet = ethers.Wallet.fromPhrase(
  "«m»",
  provider,
);
console.log(await wallet.getAddress()); // «_a»
`, V{"m": g.w3Seed(12), "_a": g.w3Mixed()}, "https://mainnet.base.org", "ethers.Wallet.fromPhrase(")

	g.add("web3/web3py-mnemonic-account", `
from web3 import Web3, Account

Account.enable_unaudited_hdwallet_features()
w3 = Web3(Web3.HTTPProvider("https://eth-sepolia.g.alchemy.com/v2/«a»"))
acct = Account.from_mnemonic(
    "«m»",
    account_path="m/44'/60'/0'/0/1",
)
print(acct.address, w3.eth.get_balance(acct.address))
`, V{"a": g.w3Alchemy(), "m": g.w3Seed(12)}, "Account.enable_unaudited_hdwallet_features()", "m/44'/60'/0'/0/1")

	g.add("web3/seed-24-numbered-list-notes", `
$ cat ~/notes/cold-wallet.txt
Ledger backup (DO NOT SHARE) — written 2023-11-04
«m»
PIN hint: kid's birthday
Passphrase (25th word): «p»
`, V{"m": func() string {
		ws := strings.Fields(g.w3Seed(24))
		var lines []string
		for i := 0; i < 24; i += 4 {
			lines = append(lines, fmt.Sprintf("%2d. %-10s %2d. %-10s %2d. %-10s %2d. %s", i+1, ws[i], i+2, ws[i+1], i+3, ws[i+2], i+4, ws[i+3]))
		}
		return strings.Join(lines, "\n")
	}(), "p": g.pw()}, "Ledger backup (DO NOT SHARE)")

	g.add("web3/bip39-js-generate", `
$ node -e 'const bip39=require("bip39");const m=bip39.generateMnemonic(256);console.log(m);console.log(bip39.mnemonicToSeedSync(m).toString("hex"))'
«m»
«s»
`, V{"m": g.w3Seed(24), "s": g.hex(128)}, "bip39.generateMnemonic(256)")

	g.add("web3/python-mnemonic-lib", `
>>> from mnemonic import Mnemonic
>>> mnemo = Mnemonic("english")
>>> words = mnemo.generate(strength=128)
>>> words
'«m»'
>>> mnemo.to_seed(words, passphrase="").hex()
'«s»'
`, V{"m": g.w3Seed(12), "s": g.hex(128)}, "Mnemonic(\"english\")")

	g.add("web3/seed-phrase-in-test-fixture", `
// test/fixtures/wallets.ts
export const TEST_MNEMONIC =
  "«m»";
export const TEST_ACCOUNTS = [
  "«_a0»",
  "«_a1»",
];
// funded on Sepolia by scripts/faucet.ts — do not use on mainnet
`, V{"m": g.w3Seed(12), "_a0": g.w3Mixed(), "_a1": g.w3Mixed()}, "scripts/faucet.ts")

	g.add("web3/viem-mnemonic-to-account", `
import { createWalletClient, http } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { optimism } from "viem/chains";

const account = mnemonicToAccount("«m»", { addressIndex: 2 });

export const client = createWalletClient({
  account,
  chain: optimism,
  transport: http("https://opt-mainnet.g.alchemy.com/v2/«a»"),
});
`, V{"m": g.w3Seed(12), "a": g.w3Alchemy()}, "mnemonicToAccount", "viem/accounts")

	g.add("web3/hd-wallet-derive-script-output", `
$ python scripts/derive.py --count 3
mnemonic: «m»
m/44'/60'/0'/0/0  «_a0»  «k0»
m/44'/60'/0'/0/1  «_a1»  «k1»
m/44'/60'/0'/0/2  «_a2»  «k2»
`, V{"m": g.w3Seed(12), "_a0": g.w3Mixed(), "k0": g.ethPriv(), "_a1": g.w3Mixed(), "k1": g.ethPriv(), "_a2": g.w3Mixed(), "k2": g.ethPriv()}, "scripts/derive.py --count 3")

	g.add("web3/yaml-wallet-config-mnemonic", `
# config/relayer.yaml
relayer:
  chains:
    - id: 10
      rpc: https://optimism.llamarpc.com
    - id: 8453
      rpc: https://base.llamarpc.com
  signer:
    type: mnemonic
    mnemonic: «m»
    index: 0
  gas:
    max_priority_fee_gwei: 0.01
`, V{"m": g.w3Seed(24)}, "https://optimism.llamarpc.com", "max_priority_fee_gwei")

	g.add("web3/json-wallet-backup-mnemonic", `
{
  "version": 1,
  "label": "market-maker hot wallet",
  "mnemonic": "«m»",
  "derivationPath": "m/44'/60'/0'/0",
  "accounts": [
    {"index": 0, "address": "«_a0»"},
    {"index": 1, "address": "«_a1»"}
  ]
}
`, V{"m": g.w3Seed(12), "_a0": g.w3Mixed(), "_a1": g.w3Mixed()}, "market-maker hot wallet")

	g.add("web3/rust-alloy-mnemonic-builder", `
use alloy::signers::local::{coins_bip39::English, MnemonicBuilder};

let wallet = MnemonicBuilder::<English>::default()
    .phrase("«m»")
    .index(0)?
    .password("«p»")
    .build()?;
println!("{}", wallet.address()); // «_a»
`, V{"m": g.w3Seed(12), "p": g.pwStrong(), "_a": g.w3Mixed()}, "MnemonicBuilder::<English>::default()")
}

// ---- Solana ----

func (g *G) w3Solana() {
	g.add("web3/solana-id-json-cat", `
$ cat ~/.config/solana/id.json
«k»
$ solana address
«_pub»
`, V{"k": g.w3Keypair(), "_pub": g.w3SolPub()}, "~/.config/solana/id.json")

	g.add("web3/solana-keygen-new-output", `
$ solana-keygen new --outfile ~/.config/solana/devnet.json
Generating a new keypair

For added security, enter a BIP39 passphrase

NOTE! This passphrase improves security of the recovery seed phrase NOT the
keypair file itself, which is stored as insecure plain text

BIP39 Passphrase (empty for none): 

Wrote new keypair to /home/kai/.config/solana/devnet.json
===============================================================================
pubkey: «_pub»
===============================================================================
Save this seed phrase and your BIP39 passphrase to recover your new keypair:
«m»
===============================================================================
`, V{"_pub": g.w3SolPub(), "m": g.w3Seed(12)}, "/home/kai/.config/solana/devnet.json")

	g.add("web3/solana-keygen-grind-and-cat", `
$ solana-keygen grind --starts-with mint:1
Searching with 12 threads for:
	1 pubkey that starts with 'mint' and ends with ''
Wrote keypair to «_pub».json
$ cat «_pub».json
«k»
`, V{"_pub": "mint" + g.s(alB58, 40), "k": g.w3Keypair()}, "--starts-with mint:1")

	g.add("web3/solana-config-get-benign", `
$ solana config get
Config File: /home/kai/.config/solana/cli/config.yml
RPC URL: https://api.devnet.solana.com 
WebSocket URL: wss://api.devnet.solana.com/ (computed)
Keypair Path: /home/kai/.config/solana/id.json 
Commitment: confirmed 
$ solana balance
4.99891 SOL
`, nil, "https://api.devnet.solana.com", "/home/kai/.config/solana/id.json", "Commitment: confirmed")

	g.add("web3/solana-config-helius-rpc", `
$ solana config set --url https://mainnet.helius-rpc.com/?api-key=«a»
Config File: /home/kai/.config/solana/cli/config.yml
RPC URL: https://mainnet.helius-rpc.com/?api-key=«a» 
WebSocket URL: wss://mainnet.helius-rpc.com/?api-key=«a» (computed)
Keypair Path: /home/kai/.config/solana/id.json 
Commitment: confirmed 
`, V{"a": g.w3Helius()}, "/home/kai/.config/solana/cli/config.yml")

	g.add("web3/anchor-toml-and-deploy", `
$ cat Anchor.toml
[toolchain]
anchor_version = "0.30.1"

[programs.devnet]
escrow = "«_prog»"

[provider]
cluster = "https://devnet.helius-rpc.com/?api-key=«a»"
wallet = "~/.config/solana/id.json"

[scripts]
test = "yarn run ts-mocha -p ./tsconfig.json -t 1000000 tests/**/*.ts"
$ anchor deploy --provider.cluster devnet
Deploying cluster: https://devnet.helius-rpc.com/?api-key=«a»
Upgrade authority: /home/kai/.config/solana/id.json
Deploying program "escrow"...
Program path: /home/kai/code/escrow/target/deploy/escrow.so...
Program Id: «_prog»

Signature: «_sig»

Deploy success
`, V{"_prog": g.w3SolPub(), "a": g.w3Helius(), "_sig": g.w3SolSig()}, "anchor_version = \"0.30.1\"", "target/deploy/escrow.so")

	g.add("web3/solana-program-keypair-target-deploy", `
$ ls target/deploy/
escrow-keypair.json  escrow.so
$ cat target/deploy/escrow-keypair.json
«k»
$ solana address -k target/deploy/escrow-keypair.json
«_pub»
`, V{"k": g.w3Keypair(), "_pub": g.w3SolPub()}, "target/deploy/escrow-keypair.json")

	g.add("web3/phantom-export-base58-env", `
# bot/.env
SOLANA_RPC=https://api.mainnet-beta.solana.com
WALLET_PRIVATE_KEY=«a»
WALLET_PUBKEY=«_pub»
JITO_TIP_LAMPORTS=10000
BIRDEYE_API_KEY=«b»
`, V{"a": g.w3SolSec(), "_pub": g.w3SolPub(), "b": g.hex(32)}, "https://api.mainnet-beta.solana.com", "JITO_TIP_LAMPORTS")

	g.add("web3/solana-web3js-keypair-from-secret", `
import { Connection, Keypair, clusterApiUrl } from "@solana/web3.js";
import bs58 from "bs58";

const connection = new Connection(clusterApiUrl("devnet"), "confirmed");
const payer = Keypair.fromSecretKey(
  bs58.decode("«a»")
);
const authority = Keypair.fromSecretKey(Uint8Array.from(«k»));
`, V{"a": g.w3SolSec(), "k": g.w3Keypair()}, "Keypair.fromSecretKey(", "clusterApiUrl(\"devnet\")")

	g.add("web3/solana-keygen-recover-prompt", `
$ solana-keygen recover 'prompt:?key=0/0' --outfile recovered.json
[recover] seed phrase: «m»
[recover] If this seed phrase has an associated passphrase, enter it now. Otherwise, press ENTER to continue: 
Recovered pubkey `+"`"+`«_pub»`+"`"+`. Continue? (y/n): y
Wrote recovered keypair to recovered.json
`, V{"m": g.w3Seed(24), "_pub": g.w3SolPub()}, "prompt:?key=0/0")

	g.add("web3/solana-transfer-benign", `
$ solana transfer --allow-unfunded-recipient «_to» 0.25 --fee-payer ~/.config/solana/id.json

Signature: «_sig»

$ solana confirm -v «_sig»
RPC URL: https://api.mainnet-beta.solana.com
Default Signer Path: /home/kai/.config/solana/id.json
Commitment: confirmed

Transaction executed in slot 287331012:
  Block Time: 2024-09-03T14:55:01Z
  Version: legacy
  Recent Blockhash: «_bh»
  Signature 0: «_sig»
  Account 0: srw- «_from» (fee payer)
  Account 1: -w-- «_to»
  Account 2: -r-x 11111111111111111111111111111111
  Status: Ok
    Fee: ◎0.000005
`, V{"_to": g.w3SolPub(), "_sig": g.w3SolSig(), "_bh": g.w3SolPub(), "_from": g.w3SolPub()}, "11111111111111111111111111111111")

	g.add("web3/solana-python-solders-bytes", `
from solders.keypair import Keypair
from solana.rpc.api import Client

client = Client("https://solana-mainnet.core.chainstack.com/«a»")
kp = Keypair.from_bytes(bytes(«k»))
print(kp.pubkey())  # «_pub»
`, V{"a": g.hex(32), "k": g.w3Keypair(), "_pub": g.w3SolPub()}, "Keypair.from_bytes(")

	g.add("web3/solana-sugar-config-benign", `
$ cat config.json
{
  "tokenStandard": "pnft",
  "number": 1000,
  "symbol": "GLDN",
  "sellerFeeBasisPoints": 500,
  "isMutable": true,
  "isSequential": false,
  "creators": [
    { "address": "«_c1»", "share": 100 }
  ],
  "uploadMethod": "bundlr",
  "awsConfig": null,
  "guards": { "default": { "solPayment": { "value": 1.5, "destination": "«_c1»" } } }
}
`, V{"_c1": g.w3SolPub()}, "\"symbol\": \"GLDN\"", "\"uploadMethod\": \"bundlr\"")
}

// ---- Bitcoin ----

func (g *G) w3Bitcoin() {
	g.add("web3/bitcoin-conf-rpcpassword-and-rpcauth", `
$ cat ~/.bitcoin/bitcoin.conf
# Generated by hand for the indexer box
server=1
txindex=1
prune=0
dbcache=4096
rpcuser=btcrpc
rpcpassword=«a»
# electrs uses the line below (salted hash from share/rpcauth/rpcauth.py)
rpcauth=electrs:«_salt»$«_hash»
rpcbind=127.0.0.1
rpcallowip=127.0.0.1
zmqpubrawblock=tcp://127.0.0.1:28332
zmqpubrawtx=tcp://127.0.0.1:28333
`, V{"a": g.pwURL(), "_salt": g.hex(32), "_hash": g.hex(64)}, "rpcuser=btcrpc", "zmqpubrawblock=tcp://127.0.0.1:28332")

	g.add("web3/bitcoin-rpcauth-py-output", `
$ python3 share/rpcauth/rpcauth.py lnd
String to be appended to bitcoin.conf:
rpcauth=lnd:«_salt»$«_hash»
Your password:
«a»
`, V{"_salt": g.hex(32), "_hash": g.hex(64), "a": g.b64u(43)}, "share/rpcauth/rpcauth.py")

	g.add("web3/bitcoin-cli-rpcpassword-flag", `
$ bitcoin-cli -rpcconnect=10.0.4.12 -rpcuser=monitor -rpcpassword='«a»' getblockchaininfo
{
  "chain": "main",
  "blocks": 861204,
  "headers": 861204,
  "bestblockhash": "«_bh»",
  "difficulty": 92671576265161.06,
  "verificationprogress": 0.9999985,
  "initialblockdownload": false,
  "chainwork": "«_cw»",
  "size_on_disk": 687142731556,
  "pruned": false,
  "warnings": ""
}
`, V{"a": g.pw(), "_bh": "00000000000000000001" + g.hex(44), "_cw": "0000000000000000000000000000000000000000" + g.hex(24)}, "-rpcuser=monitor")

	g.add("web3/bitcoin-curl-jsonrpc-basic-auth", `
$ curl --user btcrpc:«a» --data-binary '{"jsonrpc":"1.0","id":"curltest","method":"getrawtransaction","params":["«_txid»", true]}' -H 'content-type: text/plain;' http://127.0.0.1:8332/
{"result":{"txid":"«_txid»","hash":"«_wtx»","version":2,"size":222,"vsize":141,"weight":561,"locktime":0,"vin":[{"txid":"«_prev»","vout":1,"scriptSig":{"asm":"","hex":""},"txinwitness":["«_sig»","«_pk»"],"sequence":4294967293}],"vout":[{"value":0.015,"n":0,"scriptPubKey":{"address":"«_addr»","type":"witness_v0_keyhash"}}],"blockhash":"«_bh»","confirmations":3},"error":null,"id":"curltest"}
`, V{"a": g.pwURL(), "_txid": g.hex(64), "_wtx": g.hex(64), "_prev": g.hex(64), "_sig": "3044" + g.hex(136) + "01", "_pk": "02" + g.hex(64), "_addr": g.w3Bc1(), "_bh": "00000000000000000002" + g.hex(44)}, "witness_v0_keyhash")

	g.add("web3/bitcoin-cookie-file", `
$ sudo cat /var/lib/bitcoind/.cookie
__cookie__:«a»
$ ls -l /var/lib/bitcoind/.cookie
-rw------- 1 bitcoin bitcoin 75 Sep 12 08:14 /var/lib/bitcoind/.cookie
`, V{"a": g.hex(64)}, "/var/lib/bitcoind/.cookie")

	g.add("web3/bitcoin-dumpprivkey-legacy", `
$ bitcoin-cli -testnet -rpcwallet=legacy getnewaddress "" legacy
«_addr»
$ bitcoin-cli -testnet -rpcwallet=legacy dumpprivkey «_addr»
«k»
`, V{"_addr": "m" + g.s(alB58, 33), "k": g.w3TWIF()}, "-rpcwallet=legacy")

	g.add("web3/bitcoin-listdescriptors-private", `
$ bitcoin-cli -rpcwallet=hot listdescriptors true
{
  "wallet_name": "hot",
  "descriptors": [
    {
      "desc": "wpkh(«x»/84h/0h/0h/0/*)#«_c1»",
      "timestamp": 1715012345,
      "active": true,
      "internal": false,
      "range": [0, 1999],
      "next": 12,
      "next_index": 12
    },
    {
      "desc": "tr(«x»/86h/0h/0h/1/*)#«_c2»",
      "timestamp": 1715012345,
      "active": true,
      "internal": true,
      "range": [0, 999],
      "next": 0,
      "next_index": 0
    }
  ]
}
`, V{"x": g.w3Xprv(), "_c1": g.s(alLowNum, 8), "_c2": g.s(alLowNum, 8)}, "\"wallet_name\": \"hot\"")

	g.add("web3/bitcoin-listdescriptors-public-benign", `
$ bitcoin-cli -rpcwallet=hot listdescriptors
{
  "wallet_name": "hot",
  "descriptors": [
    {
      "desc": "wpkh([«_fp»/84h/0h/0h]«_x»/0/*)#«_c1»",
      "timestamp": 1715012345,
      "active": true,
      "internal": false,
      "range": [0, 1999],
      "next": 12,
      "next_index": 12
    }
  ]
}
`, V{"_fp": g.hex(8), "_x": g.w3Xpub(), "_c1": g.s(alLowNum, 8)})

	g.add("web3/bitcoin-importdescriptors-tprv", `
$ bitcoin-cli -signet -rpcwallet=faucet importdescriptors '[{"desc":"wpkh(«x»/84h/1h/0h/0/*)#«_c»","timestamp":"now","active":true,"range":[0,100]}]'
[
  {
    "success": true
  }
]
`, V{"x": g.w3Tprv(), "_c": g.s(alLowNum, 8)}, "-rpcwallet=faucet")

	g.add("web3/bitcoin-wif-in-python-script", `
from bitcoinlib.keys import Key
from bitcoinlib.wallets import Wallet

SWEEP_WIF = "«k»"
DEST = "«_dest»"

k = Key(SWEEP_WIF)
print(k.address())  # «_addr»
w = Wallet.create("sweeper", keys=SWEEP_WIF, network="bitcoin", witness_type="segwit")
w.sweep(DEST, fee=2500)
`, V{"k": g.wif(), "_dest": g.w3Bc1(), "_addr": g.w3Bc1()}, "witness_type=\"segwit\"")

	g.add("web3/electrum-getmasterprivate", `
$ electrum --testnet -w ~/.electrum/testnet/wallets/merchant getmasterprivate
Password: 
«x»
$ electrum --testnet -w ~/.electrum/testnet/wallets/merchant getmpk
«_pub»
`, V{"x": g.w3Tprv(), "_pub": "vpub5" + g.s(alB58, 106)}, "~/.electrum/testnet/wallets/merchant")

	g.add("web3/electrum-rpc-config", `
$ electrum setconfig rpcuser shopbot
$ electrum setconfig rpcpassword «a»
$ electrum setconfig rpcport 7777
$ cat ~/.electrum/config
{
    "config_version": 3,
    "rpcpassword": "«a»",
    "rpcport": 7777,
    "rpcuser": "shopbot",
    "gui_last_wallet": "/home/ops/.electrum/wallets/default_wallet"
}
`, V{"a": g.b64u(22)}, "rpcuser shopbot", "/home/ops/.electrum/wallets/default_wallet")

	g.add("web3/bitcoin-xpub-watch-only-benign", `
# BTCPay store settings → Derivation scheme
Derivation scheme: «_x»
Account key path:  «_fp»/84'/0'/0'
Next receive address: «_addr»
`, V{"_x": "zpub6" + g.s(alB58, 106), "_fp": g.hex(8), "_addr": g.w3Bc1()}, "Derivation scheme")

	g.add("web3/btcpay-docker-env", `
$ cat .env
BTCPAY_HOST=pay.coffeeroasters.shop
NBITCOIN_NETWORK=mainnet
BTCPAYGEN_CRYPTO1=btc
BTCPAYGEN_LIGHTNING=clightning
BTCPAY_PROTOCOL=https
LETSENCRYPT_EMAIL=ops@coffeeroasters.shop
POSTGRES_PASSWORD=«a»
BTCPAY_API_KEY=«b»
`, V{"a": g.pwStrong(), "b": g.hex(40)}, "pay.coffeeroasters.shop", "BTCPAYGEN_LIGHTNING=clightning")

	g.add("web3/btcpay-greenfield-api-curl", `
$ curl -s -H "Authorization: token «a»" https://pay.coffeeroasters.shop/api/v1/stores/«_store»/invoices -d '{"amount":"12.50","currency":"USD"}' -H "Content-Type: application/json" | jq .id
"«_inv»"
`, V{"a": g.hex(40), "_store": g.s(alB58, 44), "_inv": g.s(alB58, 22)})
}

// ---- Lightning ----

func (g *G) w3Lightning() {
	g.add("web3/lnd-conf-bitcoind-rpcpass", `
$ cat ~/.lnd/lnd.conf
[Application Options]
alias=coffee-node
color=#3399ff
listen=0.0.0.0:9735
rpclisten=127.0.0.1:10009
tlsextradomain=node.coffeeroasters.shop

[Bitcoin]
bitcoin.mainnet=true
bitcoin.node=bitcoind

[Bitcoind]
bitcoind.rpchost=127.0.0.1
bitcoind.rpcuser=lnd
bitcoind.rpcpass=«a»
bitcoind.zmqpubrawblock=tcp://127.0.0.1:28332
bitcoind.zmqpubrawtx=tcp://127.0.0.1:28333

[wallet]
wallet-unlock-password-file=/home/lnd/.lnd/wallet_password
`, V{"a": g.b64u(43)}, "alias=coffee-node", "wallet-unlock-password-file=/home/lnd/.lnd/wallet_password")

	g.add("web3/lnd-admin-macaroon-hex", `
$ xxd -ps -u -c 1000 ~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon
«a»
`, V{"a": strings.ToUpper(g.w3Macaroon())}, "~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon")

	g.add("web3/lnd-rest-curl-macaroon-header", `
$ MACAROON_HEADER="Grpc-Metadata-macaroon: «a»"
$ curl -s --cacert ~/.lnd/tls.cert -H "$MACAROON_HEADER" https://127.0.0.1:8080/v1/getinfo | jq '{alias, identity_pubkey, num_active_channels, block_height}'
{
  "alias": "coffee-node",
  "identity_pubkey": "«_pk»",
  "num_active_channels": 14,
  "block_height": 861210
}
`, V{"a": g.w3Macaroon(), "_pk": "03" + g.hex(64)}, "Grpc-Metadata-macaroon")

	g.add("web3/lncli-create-seed", `
$ lncli create
Input wallet password: 
Confirm password: 

Do you have an existing cipher seed mnemonic or extended master root key you want to use?
Enter 'y' to use an existing cipher seed mnemonic, 'x' to use an extended master root key 
or 'n' to create a new seed (Enter y/x/n): n

Your cipher seed can optionally be encrypted.
Input your passphrase if you wish to encrypt it (or press enter to proceed without a cipher seed passphrase): 

Generating fresh cipher seed...

!!!YOU MUST WRITE DOWN THIS SEED TO BE ABLE TO RESTORE THE WALLET!!!

---------------BEGIN LND CIPHER SEED---------------
«s»
---------------END LND CIPHER SEED-----------------

!!!YOU MUST WRITE DOWN THIS SEED TO BE ABLE TO RESTORE THE WALLET!!!

lnd successfully initialized!
`, V{"s": func() string {
		ws := strings.Fields(g.w3Seed(24))
		var lines []string
		for i := 0; i < 24; i += 4 {
			lines = append(lines, fmt.Sprintf(" %2d. %-9s %2d. %-9s %2d. %-9s %2d. %s", i+1, ws[i], i+2, ws[i+1], i+3, ws[i+2], i+4, ws[i+3]))
		}
		return strings.Join(lines, "\n")
	}()}, "BEGIN LND CIPHER SEED")

	g.add("web3/lnd-wallet-password-file", `
$ sudo cat /home/lnd/.lnd/wallet_password
«a»
$ systemctl status lnd --no-pager | head -3
● lnd.service - Lightning Network Daemon
     Loaded: loaded (/etc/systemd/system/lnd.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-09-12 08:15:02 UTC; 2h 3min ago
`, V{"a": g.pwStrong()}, "/home/lnd/.lnd/wallet_password")

	g.add("web3/lnd-invoice-benign", `
$ lncli addinvoice --amt 25000 --memo "order 4411"
{
    "r_hash": "«_rh»",
    "payment_request": "lnbc250u1p«_pr»",
    "add_index": "1184",
    "payment_addr": "«_pa»"
}
`, V{"_rh": g.hex(64), "_pr": g.s(alBech, 300), "_pa": g.hex(64)}, "order 4411")

	g.add("web3/lnbits-lndhub-url", `
Wallet connection (LNDHub) for the shop POS:
lndhub://admin:«a»@https://lnbits.coffeeroasters.shop/lndhub/ext/
Invoice/read key: «c»
Admin key: «a»
`, V{"a": g.hex(32), "c": g.hex(32)}, "lnbits.coffeeroasters.shop")

	g.add("web3/core-lightning-config-and-rune", `
$ cat ~/.lightning/config
network=bitcoin
alias=routing-box
bitcoin-rpcuser=cln
bitcoin-rpcpassword=«a»
bind-addr=0.0.0.0:9735
clnrest-port=3010
$ lightning-cli createrune restrictions='[["method^list","method^get","method=summary"]]'
{
   "rune": "«b»",
   "unique_id": "3"
}
`, V{"a": g.pwURL(), "b": g.b64u(70) + "=="}, "alias=routing-box", "clnrest-port=3010")

	g.add("web3/nwc-connection-string", `
NWC_URL=nostr+walletconnect://«_pub»?relay=wss%3A%2F%2Frelay.getalby.com%2Fv1&secret=«a»&lud16=tips@getalby.com
`, V{"_pub": g.hex(64), "a": g.hex(64)}, "relay.getalby.com", "tips@getalby.com")

	g.add("web3/nostr-nsec-in-bot-config", `
# zapbot/config.toml
[nostr]
nsec = "nsec1«a»"
npub = "npub1«_n»"
relays = ["wss://relay.damus.io", "wss://nos.lol"]
`, V{"a": g.s(alBech, 58), "_n": g.s(alBech, 58)}, "wss://relay.damus.io")
}

// ---- Ethereum clients and validators ----

func (g *G) w3Nodes() {
	g.add("web3/geth-jwtsecret-cat", `
$ cat /var/lib/ethereum/jwt.hex
0x«a»
$ geth --mainnet --http --http.api eth,net,web3 --authrpc.addr 127.0.0.1 --authrpc.port 8551 --authrpc.jwtsecret /var/lib/ethereum/jwt.hex --datadir /var/lib/ethereum/geth
`, V{"a": g.hex(64)}, "--authrpc.jwtsecret /var/lib/ethereum/jwt.hex")

	g.add("web3/openssl-generate-jwt", `
$ openssl rand -hex 32 | tr -d "\n" | sudo tee /secrets/jwtsecret
«a»$ sudo chmod 644 /secrets/jwtsecret
`, V{"a": g.hex(64)}, "/secrets/jwtsecret")

	g.add("web3/lighthouse-beacon-systemd", `
$ systemctl cat lighthousebeacon
# /etc/systemd/system/lighthousebeacon.service
[Unit]
Description=Lighthouse Consensus Client (Mainnet)
After=network.target

[Service]
User=lighthousebeacon
ExecStart=/usr/local/bin/lighthouse bn \
  --network mainnet \
  --datadir /var/lib/lighthouse \
  --http \
  --execution-endpoint http://127.0.0.1:8551 \
  --execution-jwt /var/lib/jwtsecret/jwt.hex \
  --checkpoint-sync-url https://mainnet.checkpoint.sigp.io \
  --metrics
Restart=always

[Install]
WantedBy=default.target
`, nil, "--execution-jwt /var/lib/jwtsecret/jwt.hex", "https://mainnet.checkpoint.sigp.io")

	g.add("web3/lighthouse-execution-jwt-secret-key-flag", `
$ docker run -d --name beacon sigp/lighthouse:v5.3.0 lighthouse bn --network holesky --execution-endpoint http://geth:8551 --execution-jwt-secret-key «a» --checkpoint-sync-url https://checkpoint-sync.holesky.ethpandaops.io
«_cid»
`, V{"a": g.hex(64), "_cid": g.hex(64)}, "https://checkpoint-sync.holesky.ethpandaops.io")

	g.add("web3/prysm-wallet-password-file", `
$ cat /var/lib/prysm/validator/wallet-password.txt
«a»
$ prysm.sh validator accounts list --wallet-dir=/var/lib/prysm/validator --wallet-password-file=/var/lib/prysm/validator/wallet-password.txt
(keymanager kind) imported wallet

Showing 2 validator accounts
View the eth1 deposit transaction data for your accounts by running `+"`"+`validator accounts list --show-deposit-data`+"`"+`

Account 0 | newly-bright-mantis
[validating public key] «_pk1»

Account 1 | mainly-coral-puffin
[validating public key] «_pk2»
`, V{"a": g.pw(), "_pk1": g.w3BLSPub(), "_pk2": g.w3BLSPub()}, "newly-bright-mantis", "--wallet-dir=/var/lib/prysm/validator")

	g.add("web3/keystore-json-and-password-txt", `
$ ls validator_keys/
deposit_data-1726000000.json  keystore-m_12381_3600_0_0_0-1726000000.json  password.txt
$ cat validator_keys/password.txt
«a»
$ cat validator_keys/keystore-m_12381_3600_0_0_0-1726000000.json
{"crypto": {"kdf": {"function": "scrypt", "params": {"dklen": 32, "n": 262144, "r": 8, "p": 1, "salt": "«_salt»"}, "message": ""}, "checksum": {"function": "sha256", "params": {}, "message": "«_chk»"}, "cipher": {"function": "aes-128-ctr", "params": {"iv": "«_iv»"}, "message": "«_ct»"}}, "description": "", "pubkey": "«_pk»", "path": "m/12381/3600/0/0/0", "uuid": "«_u»", "version": 4}
`, V{"a": g.pwStrong(), "_salt": g.hex(64), "_chk": g.hex(64), "_iv": g.hex(32), "_ct": g.hex(64), "_pk": g.hex(96), "_u": g.uuid()}, "m/12381/3600/0/0/0")

	g.add("web3/staking-deposit-cli-new-mnemonic", `
$ ./deposit new-mnemonic --num_validators 2 --chain holesky --eth1_withdrawal_address «_wd»
Please choose the language of the mnemonic word list [English]: english
Create a password that secures your validator keystore(s). You will need to re-enter this to decrypt them when you setup your Ethereum validators.: 
Repeat your keystore password for confirmation: 
This is your mnemonic (seed phrase). Write it down and store it safely. It is the ONLY way to retrieve your deposit.


«m»


Press any key when you have written down your mnemonic.
`, V{"_wd": g.w3Mixed(), "m": g.w3Seed(24)}, "--chain holesky")

	g.add("web3/deposit-data-json-benign", `
$ jq '.[0]' validator_keys/deposit_data-1726000000.json
{
  "pubkey": "«_pk»",
  "withdrawal_credentials": "010000000000000000000000«_wc»",
  "amount": 32000000000,
  "signature": "«_sig»",
  "deposit_message_root": "«_dmr»",
  "deposit_data_root": "«_ddr»",
  "fork_version": "01017000",
  "network_name": "holesky",
  "deposit_cli_version": "2.7.0"
}
`, V{"_pk": g.hex(96), "_wc": g.hex(40), "_sig": g.hex(192), "_dmr": g.hex(64), "_ddr": g.hex(64)}, "\"network_name\": \"holesky\"")

	g.add("web3/teku-validator-keys-flag", `
$ teku validator-client \
    --network=mainnet \
    --beacon-node-api-endpoint=http://beacon:5051 \
    --validator-keys=/keys/validator_keys:/keys/passwords \
    --validators-proposer-default-fee-recipient=«_fr»
$ cat /keys/passwords/keystore-m_12381_3600_0_0_0-1726000000.txt
«a»
`, V{"_fr": g.w3Mixed(), "a": g.pwStrong()}, "--validator-keys=/keys/validator_keys:/keys/passwords")

	g.add("web3/eth-docker-env", `
$ grep -vE '^(#|$)' ~/eth-docker/.env | head -20
COMPOSE_FILE=lighthouse.yml:geth.yml:grafana.yml:mev-boost.yml
FEE_RECIPIENT=«_fr»
NETWORK=mainnet
GRAFFITI=eth-docker
MEV_BOOST=true
MEV_RELAYS=https://«_r1»@boost-relay.flashbots.net,https://«_r2»@bloxroute.max-profit.blxrbdn.com
CL_NODE=http://consensus:5052
EL_NODE=http://execution:8551
RAPID_SYNC_URL=https://beaconstate.ethstaker.cc
JWT_SECRET=«a»
KEY_API_PORT=7500
GRAFANA_ADMIN_PASSWORD=«b»
`, V{"_fr": g.w3Mixed(), "_r1": "0x" + g.hex(96), "_r2": "0x" + g.hex(96), "a": g.hex(64), "b": g.pw()}, "boost-relay.flashbots.net", "https://beaconstate.ethstaker.cc")

	g.add("web3/web3signer-keystore-config", `
$ cat /etc/web3signer/keys/validator-7.yaml
type: "file-keystore"
keyType: "BLS"
keystoreFile: "/var/lib/web3signer/keystores/keystore-m_12381_3600_7_0_0.json"
keystorePasswordFile: "/var/lib/web3signer/passwords/keystore-m_12381_3600_7_0_0.txt"
$ cat /etc/web3signer/keys/validator-8.yaml
type: "file-raw"
keyType: "BLS"
privateKey: "0x«a»"
`, V{"a": g.hex(64)}, "\"file-keystore\"", "keystorePasswordFile")

	g.add("web3/nimbus-keymanager-token", `
$ cat /var/lib/nimbus/keymanager-token
«a»
$ curl -s -H "Authorization: Bearer «a»" http://127.0.0.1:5052/eth/v1/keystores | jq '.data[0]'
{
  "validating_pubkey": "«_pk»",
  "derivation_path": "m/12381/3600/0/0/0",
  "readonly": false
}
`, V{"a": g.hex(64), "_pk": g.w3BLSPub()}, "/var/lib/nimbus/keymanager-token")

	g.add("web3/besu-toml-and-node-key", `
$ cat /etc/besu/config.toml
network="MAINNET"
data-path="/var/lib/besu"
sync-mode="SNAP"
rpc-http-enabled=true
rpc-http-api=["ETH","NET","WEB3"]
engine-jwt-secret="/etc/besu/jwt.hex"
host-allowlist=["*"]
$ cat /var/lib/besu/key
0x«a»
$ besu public-key export --node-private-key-file=/var/lib/besu/key
0x«_pub»
`, V{"a": g.hex(64), "_pub": g.hex(128)}, "engine-jwt-secret=\"/etc/besu/jwt.hex\"")

	g.add("web3/geth-nodekey-and-enode", `
$ cat ~/.ethereum/geth/nodekey
«a»
$ geth attach --exec admin.nodeInfo.enode ~/.ethereum/geth.ipc
"enode://«_pub»@203.0.113.40:30303"
`, V{"a": g.hex(64), "_pub": g.hex(128)}, "admin.nodeInfo.enode")

	g.add("web3/geth-account-import-and-unlock", `
$ echo «a» > /tmp/pk.txt
$ geth account import --datadir /data/clique /tmp/pk.txt
Your new account is locked with a password. Please give a password. Do not forget this password.
Password: 
Repeat password: 
Address: {«_addr»}
$ geth --datadir /data/clique --unlock «_addr» --password /data/clique/password.txt --mine --miner.etherbase «_addr»
$ cat /data/clique/password.txt
«p»
`, V{"a": g.hex(64), "_addr": g.hex(40), "p": g.pw()}, "/data/clique/password.txt")

	g.add("web3/erigon-reth-flags-benign", `
$ erigon --chain=mainnet --datadir=/data/erigon --prune.mode=full --http.api=eth,erigon,web3,net,debug,trace,txpool --authrpc.jwtsecret=/data/jwt.hex --torrent.download.rate=256mb
$ reth node --datadir /data/reth --authrpc.jwtsecret /data/jwt.hex --http --http.api eth,net,web3,trace
`, nil, "--authrpc.jwtsecret=/data/jwt.hex", "--torrent.download.rate=256mb")

	g.add("web3/nethermind-jwt-in-compose", `
  nethermind:
    image: nethermind/nethermind:1.28.0
    command:
      - --config=mainnet
      - --JsonRpc.Enabled=true
      - --JsonRpc.EngineHost=0.0.0.0
      - --JsonRpc.EnginePort=8551
      - --JsonRpc.JwtSecretFile=/jwt/jwt.hex
    volumes:
      - ./jwt:/jwt
  init-jwt:
    image: alpine
    command: sh -c 'echo «a» > /jwt/jwt.hex'
    volumes:
      - ./jwt:/jwt
`, V{"a": g.hex(64)}, "nethermind/nethermind:1.28.0", "--JsonRpc.JwtSecretFile=/jwt/jwt.hex")

	g.add("web3/lodestar-validator-import-password", `
$ docker run --rm -v $PWD/validator_keys:/keys chainsafe/lodestar validator import --network holesky --importKeystores /keys --importKeystoresPassword /keys/password.txt
$ cat validator_keys/password.txt
«a»
Info: Importing 2 keystores
Info: Imported keystore «_pk»
`, V{"a": g.pw(), "_pk": g.w3BLSPub()}, "chainsafe/lodestar")

	g.add("web3/validator-ejector-and-exit-benign", `
$ ethdo validator exit --validator=«_pk» --connection=http://localhost:5052 --json > exit.json
$ cat exit.json
{"message":{"epoch":"312400","validator_index":"1402233"},"signature":"0x«_sig»"}
`, V{"_pk": g.w3BLSPub(), "_sig": g.hex(192)}, "validator_index")
}

// ---- exchanges and trading bots ----

func (g *G) w3Exchanges() {
	g.add("web3/freqtrade-config-json", `
$ cat user_data/config.json
{
    "max_open_trades": 5,
    "stake_currency": "USDT",
    "stake_amount": "unlimited",
    "tradable_balance_ratio": 0.99,
    "dry_run": false,
    "timeframe": "5m",
    "exchange": {
        "name": "binance",
        "key": "«a»",
        "secret": "«b»",
        "ccxt_config": {},
        "ccxt_async_config": {},
        "pair_whitelist": ["BTC/USDT", "ETH/USDT", "SOL/USDT"],
        "pair_blacklist": ["BNB/.*"]
    },
    "telegram": {
        "enabled": true,
        "token": "«c»",
        "chat_id": "«_chat»"
    },
    "api_server": {
        "enabled": true,
        "listen_ip_address": "127.0.0.1",
        "listen_port": 8080,
        "verbosity": "error",
        "enable_openapi": false,
        "jwt_secret_key": "«d»",
        "ws_token": "«e»",
        "CORS_origins": [],
        "username": "freqtrader",
        "password": "«f»"
    },
    "bot_name": "freqtrade",
    "initial_state": "running"
}
`, V{"a": g.w3Binance(), "b": g.w3Binance(), "c": g.telegram(), "_chat": g.digits(9), "d": g.hex(64), "e": g.b64u(22), "f": g.pw()},
		"\"stake_currency\": \"USDT\"", "\"username\": \"freqtrader\"")

	g.add("web3/freqtrade-new-config-prompts", `
$ freqtrade new-config --config user_data/config_kraken.json
? Do you want to enable Dry-run (simulated trades)? No
? Please insert your stake currency: EUR
? Please insert your stake amount (Number or 'unlimited'): 50
? Please insert max_open_trades (Integer or -1 for unlimited open trades): 3
? Time Have the strategy define timeframe. 5m
? Please insert your display Currency (for reporting): EUR
? Select exchange kraken
? Insert Exchange Key «a»
? Insert Exchange Secret «b»
? Do you want to enable Telegram? No
? Do you want to enable the Rest API (includes FreqUI)? Yes
? Insert Api server Listen Address (0.0.0.0 for docker, otherwise best left untouched) 127.0.0.1
? Insert api-server username freqtrader
? Insert api-server password «c»
2024-09-14 10:02:11,408 - freqtrade.configuration.deploy_config - INFO - Writing config to `+"`"+`user_data/config_kraken.json`+"`"+`.
`, V{"a": g.w3Kraken(), "b": g.w3KrakenSec(), "c": g.pw()}, "freqtrade.configuration.deploy_config")

	g.add("web3/ccxt-python-binance-bybit", `
import ccxt

binance = ccxt.binance({
    "apiKey": "«a»",
    "secret": "«b»",
    "enableRateLimit": True,
    "options": {"defaultType": "future"},
})
bybit = ccxt.bybit({
    "apiKey": "«c»",
    "secret": "«d»",
})
bybit.set_sandbox_mode(True)
print(binance.fetch_balance()["USDT"])
`, V{"a": g.w3Binance(), "b": g.w3Binance(), "c": g.an(18), "d": g.an(36)}, "\"defaultType\": \"future\"", "set_sandbox_mode(True)")

	g.add("web3/ccxt-okx-passphrase-js", `
const ccxt = require("ccxt");

const okx = new ccxt.okx({
  apiKey: "«_k»",
  secret: "«s»",
  password: "«p»",
  enableRateLimit: true,
});
const kucoin = new ccxt.kucoin({ apiKey: "«k2»", secret: "«s2»", password: "«p2»" });
`, V{"_k": g.uuid(), "s": g.s(alHexU, 32), "p": g.pw(), "k2": g.hex(24), "s2": g.uuid(), "p2": g.pwURL()}, "new ccxt.okx(")

	g.add("web3/python-binance-client-testnet", `
from binance.client import Client
from binance.enums import SIDE_BUY, ORDER_TYPE_LIMIT, TIME_IN_FORCE_GTC

API_KEY = "«a»"
API_SECRET = "«b»"
client = Client(API_KEY, API_SECRET, testnet=True)
order = client.create_order(symbol="ETHUSDT", side=SIDE_BUY, type=ORDER_TYPE_LIMIT,
                            timeInForce=TIME_IN_FORCE_GTC, quantity=0.05, price="2410.00")
print(order["orderId"], order["clientOrderId"])  # «_oid» «_coid»
`, V{"a": g.w3Binance(), "b": g.w3Binance(), "_oid": g.digits(10), "_coid": "x-" + g.an(20)}, "TIME_IN_FORCE_GTC")

	g.add("web3/binance-curl-signed-request", `
$ TS=$(date +%s000)
$ QS="symbol=BTCUSDT&side=SELL&type=MARKET&quantity=0.002&timestamp=$TS"
$ SIG=$(echo -n "$QS" | openssl dgst -sha256 -hmac "«s»" | cut -d' ' -f2)
$ curl -s -H "X-MBX-APIKEY: «a»" -X POST "https://api.binance.com/api/v3/order?$QS&signature=$SIG"
{"symbol":"BTCUSDT","orderId":«_oid»,"orderListId":-1,"clientOrderId":"«_coid»","transactTime":1726310411021,"price":"0.00000000","origQty":"0.00200000","executedQty":"0.00200000","status":"FILLED","type":"MARKET","side":"SELL"}
`, V{"s": g.w3Binance(), "a": g.w3Binance(), "_oid": g.digits(11), "_coid": g.an(22)}, "https://api.binance.com/api/v3/order")

	g.add("web3/coinbase-cdp-api-key-json", `
$ cat ~/Downloads/cdp_api_key.json
{
   "name": "organizations/«_org»/apiKeys/«_kid»",
   "privateKey": "«pk»\n"
}
`, V{"_org": g.uuid(), "_kid": g.uuid(), "pk": func() string {
		k := g.ecSEC1()
		return jsonEsc(k.block())
	}()}, "cdp_api_key.json")

	g.add("web3/coinbase-advanced-python-client", `
from coinbase.rest import RESTClient

api_key = "organizations/«_org»/apiKeys/«_kid»"
api_secret = """«pk»
"""
client = RESTClient(api_key=api_key, api_secret=api_secret)
accounts = client.get_accounts()
`, V{"_org": g.uuid(), "_kid": g.uuid(), "pk": g.ecSEC1().block()}, "from coinbase.rest import RESTClient")

	g.add("web3/kraken-krakenex-key-file", `
$ cat kraken.key
«a»
«b»
$ python -c "import krakenex; k=krakenex.API(); k.load_key('kraken.key'); print(k.query_private('Balance'))"
{'error': [], 'result': {'ZEUR': '1204.1180', 'XXBT': '0.0412003300', 'XETH': '1.2000000000'}}
`, V{"a": g.w3Kraken(), "b": g.w3KrakenSec()}, "k.load_key('kraken.key')")

	g.add("web3/bybit-pybit-session", `
from pybit.unified_trading import HTTP

session = HTTP(
    testnet=False,
    api_key="«a»",
    api_secret="«b»",
)
print(session.get_wallet_balance(accountType="UNIFIED"))
`, V{"a": g.an(18), "b": g.an(36)}, "pybit.unified_trading", "accountType=\"UNIFIED\"")

	g.add("web3/hummingbot-connector-benign-encrypted", `
$ cat conf/connectors/binance.yml
#####################################
###   binance config   ###
#####################################

connector: binance

binance_api_key: «_a»

binance_api_secret: «_b»
`, V{"_a": g.hex(320), "_b": g.hex(320)}, "connector: binance")

	g.add("web3/hummingbot-connect-prompt", `
>>>  connect kucoin
Enter your KuCoin API key >>> «a»
Enter your KuCoin secret key >>> «b»
Enter your KuCoin passphrase >>> «c»

You are now connected to kucoin.
`, V{"a": g.hex(24), "b": g.uuid(), "c": g.pw()}, "You are now connected to kucoin.")

	g.add("web3/jesse-env", `
# jesse project .env
PASSWORD=«a»
APP_PORT=9000
POSTGRES_HOST=127.0.0.1
POSTGRES_NAME=jesse_db
POSTGRES_USERNAME=jesse_user
POSTGRES_PASSWORD=«b»
REDIS_HOST=localhost
LICENSE_API_TOKEN=«c»

BINANCE_PERPETUAL_FUTURES_API_KEY=«d»
BINANCE_PERPETUAL_FUTURES_API_SECRET=«e»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.hex(40), "d": g.w3Binance(), "e": g.w3Binance()}, "POSTGRES_USERNAME=jesse_user")

	g.add("web3/exchange-keys-yaml-multi", `
# bots/arb/secrets.yaml (gitignored, I hope)
exchanges:
  binance:
    api_key: «a»
    api_secret: «b»
  kraken:
    api_key: «c»
    private_key: «d»
  coinbase:
    key_name: organizations/«_org»/apiKeys/«_kid»
    key_secret: |
«pk»
  gate:
    key: «e»
    secret: «f»
`, V{"a": g.w3Binance(), "b": g.w3Binance(), "c": g.w3Kraken(), "d": g.w3KrakenSec(), "_org": g.uuid(), "_kid": g.uuid(), "pk": "      " + strings.ReplaceAll(g.ecSEC1().block(), "\n", "\n      "), "e": g.hex(32), "f": g.hex(64)}, "bots/arb/secrets.yaml")

	g.add("web3/3commas-and-masked-key-list", `
$ curl -s https://api.3commas.io/public/api/ver1/accounts -H "APIKEY: «a»" -H "Signature: «_sig»"
[{"id":31002211,"name":"Binance main","exchange_name":"Binance","api_key":"«_masked»","market_code":"binance"}]
`, V{"a": g.hex(64), "_sig": g.hex(64), "_masked": "AbC1****" + g.an(4)}, "Binance main")
}

// ---- web3 services ----

func (g *G) w3Services() {
	g.add("web3/chainlink-api-and-password-files", `
$ ls -la ~/.chainlink-sepolia
total 32
drwxr-xr-x 3 node node 4096 Sep 10 09:01 .
-rw------- 1 node node   36 Sep 10 08:58 .api
-rw------- 1 node node   33 Sep 10 08:58 .password
-rw-r--r-- 1 node node  712 Sep 10 09:00 config.toml
-rw------- 1 node node  164 Sep 10 09:00 secrets.toml
$ cat ~/.chainlink-sepolia/.api
oracle@feeds.example.net
«a»
$ cat ~/.chainlink-sepolia/.password
«b»
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "oracle@feeds.example.net")

	g.add("web3/chainlink-secrets-toml", `
$ cat ~/.chainlink-sepolia/secrets.toml
[Password]
Keystore = '«a»'
[Database]
URL = 'postgresql://postgres:«b»@host.docker.internal:5432/postgres?sslmode=disable'
$ docker run --platform linux/x86_64/v8 --name chainlink -v ~/.chainlink-sepolia:/chainlink -it -p 6688:6688 --add-host=host.docker.internal:host-gateway smartcontract/chainlink:2.16.0 node -config /chainlink/config.toml -secrets /chainlink/secrets.toml start -a /chainlink/.api
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "smartcontract/chainlink:2.16.0", "-a /chainlink/.api")

	g.add("web3/chainlink-node-log-key-creation", `
2024-09-10T09:01:44.118Z [INFO]  Created EVM key with ID «_addr»             keystore/eth.go:96
2024-09-10T09:01:44.305Z [INFO]  Created P2P key with ID «_p2p»               keystore/p2p.go:145
2024-09-10T09:01:45.002Z [INFO]  Created OCR key bundle with ID «_ocr»        keystore/ocr.go:110
2024-09-10T09:01:46.771Z [INFO]  API exposed for user oracle@feeds.example.net  cmd/shell_local.go:451
`, V{"_addr": g.w3Mixed(), "_p2p": "12D3KooW" + g.s(alB58, 44), "_ocr": g.hex(64)}, "keystore/eth.go:96")

	g.add("web3/chainlink-functions-secrets-encrypt", `
// functions/request.js
const secrets = {
  apiKey: "«a»",
  openWeatherKey: "«b»",
};
const encryptedSecretsObj = await secretsManager.encryptSecrets(secrets);
// DON id: fun-ethereum-sepolia-1, router «_router»
`, V{"a": g.hex(32), "b": g.hex(32), "_router": g.w3Mixed()}, "fun-ethereum-sepolia-1", "secretsManager.encryptSecrets(secrets)")

	g.add("web3/graph-auth-deploy-key", `
$ graph auth --studio «a»
Deploy key set for https://api.studio.thegraph.com/deploy/
$ graph codegen && graph build
  Skip migration: Bump mapping apiVersion from 0.0.1 to 0.0.2
✔ Apply migrations
✔ Load subgraph from subgraph.yaml
✔ Generate types for contract ABIs
Build completed: build/subgraph.yaml
$ graph deploy --studio uniswap-fees-v2
Which version label to use? (e.g. "v0.0.1"): v0.3.1
✔ Upload subgraph to IPFS

Build completed: «_cid»

Deployed to https://thegraph.com/studio/subgraph/uniswap-fees-v2

Subgraph endpoints:
Queries (HTTP):     https://api.studio.thegraph.com/query/«_id»/uniswap-fees-v2/v0.3.1
`, V{"a": g.w3Graph(), "_cid": "Qm" + g.s(alB58, 44), "_id": g.digits(5)}, "uniswap-fees-v2", "https://api.studio.thegraph.com/deploy/")

	g.add("web3/graph-gateway-query-url-key", `
const SUBGRAPH_URL =
  "https://gateway.thegraph.com/api/«a»/subgraphs/id/«_id»";

const res = await fetch(SUBGRAPH_URL, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ query: "{ pools(first: 5, orderBy: volumeUSD, orderDirection: desc) { id volumeUSD } }" }),
});
`, V{"a": g.hex(32), "_id": g.s(alB58, 44)}, "orderBy: volumeUSD")

	g.add("web3/tenderly-login-and-config", `
$ tenderly login --authentication-method access-key --access-key «a» --force
Successfully logged in as: dev-rahul
$ cat ~/.tenderly/config.yaml
access_key: «a»
access_key_id: «_kid»
account_id: dev-rahul
token: ""
username: dev-rahul
`, V{"a": g.w3Tenderly(), "_kid": g.an(32)}, "account_id: dev-rahul")

	g.add("web3/tenderly-virtual-testnet-rpc", `
$ curl -s -X POST https://api.tenderly.co/api/v1/account/dev-rahul/project/perps/vnets -H "X-Access-Key: «a»" -H "Content-Type: application/json" -d '{"slug":"perps-fork","fork_config":{"network_id":1,"block_number":"latest"},"virtual_network_config":{"chain_config":{"chain_id":73571}}}' | jq -r '.rpcs[] | .name + " " + .url'
Admin RPC https://virtual.mainnet.rpc.tenderly.co/«b»
Public RPC https://virtual.mainnet.rpc.tenderly.co/«_pub»
`, V{"a": g.w3Tenderly(), "b": g.uuid(), "_pub": g.uuid()}, "\"chain_id\":73571")

	g.add("web3/moralis-sdk-start", `
import Moralis from "moralis";
import { EvmChain } from "@moralisweb3/common-evm-utils";

await Moralis.start({
  apiKey: "«a»",
});
const nfts = await Moralis.EvmApi.nft.getWalletNFTs({ address: "«_addr»", chain: EvmChain.ETHEREUM });
`, V{"a": g.w3Moralis(), "_addr": g.w3Mixed()}, "@moralisweb3/common-evm-utils")

	g.add("web3/covalent-goldrush-curl", `
$ curl -s -u «a»: "https://api.covalenthq.com/v1/eth-mainnet/address/«_addr»/balances_v2/?quote-currency=USD" | jq '.data.items[0] | {contract_name, balance, quote}'
{
  "contract_name": "USD Coin",
  "balance": "15000000000",
  "quote": 15000.1
}
`, V{"a": g.w3Covalent(), "_addr": g.w3Mixed()}, "balances_v2")

	g.add("web3/etherscan-api-curl-response", `
$ curl -s "https://api.etherscan.io/v2/api?chainid=1&module=account&action=txlist&address=«_addr»&startblock=0&endblock=99999999&page=1&offset=2&sort=desc&apikey=«a»" | jq '.result[0] | {hash, blockNumber, from, to}'
{
  "hash": "«_tx»",
  "blockNumber": "20781234",
  "from": "«_from»",
  "to": "«_to»"
}
`, V{"_addr": g.hex(40), "a": g.w3Scan(), "_tx": g.w3Hash(), "_from": "0x" + g.hex(40), "_to": "0x" + g.hex(40)}, "module=account&action=txlist")

	g.add("web3/pinata-keys-and-upload", `
$ cat .env.local
PINATA_API_KEY=«a»
PINATA_API_SECRET=«b»
PINATA_GATEWAY=amber-rapid-owl-112.mypinata.cloud
$ curl -s -X POST https://api.pinata.cloud/pinning/pinFileToIPFS -H "pinata_api_key: «a»" -H "pinata_secret_api_key: «b»" -F file=@metadata/1.json
{"IpfsHash":"«_cid»","PinSize":412,"Timestamp":"2024-09-11T12:44:09.112Z"}
`, V{"a": g.hex(20), "b": g.hex(64), "_cid": "bafkrei" + g.s("abcdefghijklmnopqrstuvwxyz234567", 52)}, "amber-rapid-owl-112.mypinata.cloud")

	g.add("web3/pinata-jwt-bearer", `
const pinata = new PinataSDK({
  pinataJwt: "«a»",
  pinataGateway: "amber-rapid-owl-112.mypinata.cloud",
});
`, V{"a": g.w3PinataJWT()}, "pinataGateway")

	g.add("web3/nft-storage-token", `
import { NFTStorage, File } from "nft.storage";

const NFT_STORAGE_TOKEN = "«a»";
const client = new NFTStorage({ token: NFT_STORAGE_TOKEN });
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"did:ethr:%s","iss":"nft-storage","iat":%d,"name":"mint-script"}`, g.w3Mixed(), 1690000000+g.r.IntN(9000000)))}, "new NFTStorage({ token: NFT_STORAGE_TOKEN })")

	g.add("web3/thirdweb-secret-key-cli", `
$ npx thirdweb deploy -k «a»
    $$\     $$\       $$\                 $$\                         $$\
    $$ |    $$ |      \__|                $$ |                        $$ |
  $$$$$$\   $$$$$$$\  $$\  $$$$$$\   $$$$$$$ |$$\  $$\  $$\  $$$$$$\  $$$$$$$\
  \_$$  _|  $$  __$$\ $$ |$$  __$$\ $$  __$$ |$$ | $$ | $$ |$$  __$$\ $$  __$$\
 💎 thirdweb v0.14.12 💎

✔ Detected project type: foundry
✔ Compilation successful
✔ Upload successful
Open this link to deploy your contracts: https://thirdweb.com/contracts/deploy/«_cid»
`, V{"a": g.b64u(86), "_cid": "Qm" + g.s(alB58, 44)}, "Detected project type: foundry")

	g.add("web3/dune-api-python", `
from dune_client.client import DuneClient
from dune_client.query import QueryBase

dune = DuneClient(api_key="«a»", base_url="https://api.dune.com", request_timeout=300)
query = QueryBase(name="daily dex volume", query_id=3493826)
df = dune.run_query_dataframe(query)
`, V{"a": g.an(32)}, "query_id=3493826")

	g.add("web3/oz-defender-relayer-env", `
# autotasks/.env
DEFENDER_API_KEY=«a»
DEFENDER_API_SECRET=«b»
RELAYER_API_KEY=«c»
RELAYER_API_SECRET=«d»
RELAYER_ADDRESS=«_r»
`, V{"a": g.an(32), "b": g.an(64), "c": g.an(32), "d": g.an(64), "_r": g.w3Mixed()}, "RELAYER_ADDRESS")

	g.add("web3/gelato-relay-sponsor-key", `
import { GelatoRelay } from "@gelatonetwork/relay-sdk";

const relay = new GelatoRelay();
const GELATO_SPONSOR_KEY = "«a»";
const { taskId } = await relay.sponsoredCall(
  { chainId: 8453n, target: "«_t»", data },
  GELATO_SPONSOR_KEY,
);
console.log(taskId); // «_task»
`, V{"a": g.an(43) + "_", "_t": g.w3Mixed(), "_task": g.w3Hash()}, "@gelatonetwork/relay-sdk")

	g.add("web3/alchemy-notify-webhook-signing", `
// api/webhooks/alchemy.ts
const ALCHEMY_SIGNING_KEY = "whsec_«a»";
const ALCHEMY_AUTH_TOKEN = "«b»";

export function isValidSignature(body: string, signature: string) {
  const hmac = crypto.createHmac("sha256", ALCHEMY_SIGNING_KEY);
  hmac.update(body, "utf8");
  return signature === hmac.digest("hex");
}
`, V{"a": g.an(24), "b": g.an(32)}, "createHmac(\"sha256\", ALCHEMY_SIGNING_KEY)")

	g.add("web3/privy-server-auth", `
import { PrivyClient } from "@privy-io/server-auth";

export const privy = new PrivyClient(
  "«_app»",
  "«a»",
);
// NEXT_PUBLIC_PRIVY_APP_ID is the first arg; the second is the app secret
`, V{"_app": "cl" + g.s(alLowNum, 23), "a": g.an(86) + "=="}, "@privy-io/server-auth", "NEXT_PUBLIC_PRIVY_APP_ID")

	g.add("web3/infura-project-secret-curl", `
$ curl --user «_pid»:«a» https://mainnet.infura.io/v3/«_pid» -X POST -H "Content-Type: application/json" -d '{"jsonrpc":"2.0","method":"eth_blockNumber","params":[],"id":1}'
{"jsonrpc":"2.0","id":1,"result":"0x13d8a2f"}
`, V{"_pid": g.w3Infura(), "a": g.hex(32)}, "eth_blockNumber")

	g.add("web3/flashbots-auth-signer", `
from flashbots import flashbot
from eth_account import Account

# identity key for bundle reputation only; holds no funds
FLASHBOTS_SIGNER = Account.from_key("«a»")
flashbot(w3, FLASHBOTS_SIGNER, "https://relay-sepolia.flashbots.net")
`, V{"a": g.ethPriv()}, "https://relay-sepolia.flashbots.net")

	g.add("web3/walletconnect-project-id-benign", `
import { createAppKit } from "@reown/appkit/react";
import { WagmiAdapter } from "@reown/appkit-adapter-wagmi";
import { mainnet, arbitrum } from "@reown/appkit/networks";

const projectId = "«_pid»";
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet, arbitrum] });
createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, arbitrum], projectId, metadata: { name: "Vaults", description: "Yield vaults", url: "https://app.vaults.fi", icons: [] } });
`, V{"_pid": g.w3WC()}, "https://app.vaults.fi")

	g.add("web3/blocknative-and-bitquery-keys", `
export BLOCKNATIVE_API_KEY=«a»
export BITQUERY_TOKEN=ory_at_«b»
curl -s https://api.blocknative.com/gasprices/blockprices -H "Authorization: $BLOCKNATIVE_API_KEY" | jq '.blockPrices[0].estimatedPrices[0]'
{
  "confidence": 99,
  "price": 11.4,
  "maxPriorityFeePerGas": 1.1,
  "maxFeePerGas": 22.9
}
`, V{"a": g.uuid(), "b": g.b64u(43) + "." + g.b64u(43)}, "https://api.blocknative.com/gasprices/blockprices")

	g.add("web3/safe-tx-service-benign", `
$ curl -s https://safe-transaction-mainnet.safe.global/api/v1/safes/«_safe»/ | jq '{address, nonce, threshold, owners}'
{
  "address": "«_safe»",
  "nonce": 118,
  "threshold": 2,
  "owners": [
    "«_o1»",
    "«_o2»",
    "«_o3»"
  ]
}
`, V{"_safe": g.w3Mixed(), "_o1": g.w3Mixed(), "_o2": g.w3Mixed(), "_o3": g.w3Mixed()}, "safe-transaction-mainnet.safe.global")
}

// ---- dapp and bot source ----

func (g *G) w3Code() {
	g.add("web3/ethers-v6-wallet-script", `
// scripts/airdrop.mjs
import { ethers } from "ethers";
import recipients from "./recipients.json" assert { type: "json" };

const provider = new ethers.AlchemyProvider("matic", "«a»");
const signer = new ethers.Wallet("«b»", provider);
const token = new ethers.Contract("«_tok»", ["function transfer(address,uint256) returns (bool)"], signer);

for (const r of recipients) {
  const tx = await token.transfer(r.address, ethers.parseUnits(r.amount, 18));
  console.log(r.address, tx.hash);
}
`, V{"a": g.w3Alchemy(), "b": g.ethPriv(), "_tok": g.w3Mixed()}, "function transfer(address,uint256) returns (bool)")

	g.add("web3/ethers-v5-infura-provider", `
const { ethers } = require("ethers");
const provider = new ethers.providers.InfuraProvider("goerli", {
  projectId: "«_pid»",
  projectSecret: "«a»",
});
const wallet = new ethers.Wallet(process.env.PRIVATE_KEY, provider);
`, V{"_pid": g.w3Infura(), "a": g.hex(32)}, "process.env.PRIVATE_KEY")

	g.add("web3/viem-private-key-to-account", `
import { createWalletClient, createPublicClient, http, parseEther } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { base } from "viem/chains";

const account = privateKeyToAccount("«a»");
const transport = http("https://base-mainnet.g.alchemy.com/v2/«b»");
export const wallet = createWalletClient({ account, chain: base, transport });
export const pub = createPublicClient({ chain: base, transport });

const hash = await wallet.sendTransaction({ to: "«_to»", value: parseEther("0.01") });
`, V{"a": g.ethPriv(), "b": g.w3Alchemy(), "_to": g.w3Mixed()}, "privateKeyToAccount(")

	g.add("web3/web3py-sign-and-send", `
from web3 import Web3
from eth_account import Account

w3 = Web3(Web3.HTTPProvider("https://rpc.ankr.com/bsc/«a»"))
PK = "0x«b»"
acct = Account.from_key(PK)
tx = {
    "to": Web3.to_checksum_address("«_to»"),
    "value": w3.to_wei(0.05, "ether"),
    "gas": 21000,
    "gasPrice": w3.eth.gas_price,
    "nonce": w3.eth.get_transaction_count(acct.address),
    "chainId": 56,
}
signed = acct.sign_transaction(tx)
print(w3.eth.send_raw_transaction(signed.raw_transaction).hex())
`, V{"a": g.w3Ankr(), "b": g.hex(64), "_to": g.hex(40)}, "\"chainId\": 56")

	g.add("web3/go-ethereum-hextoecdsa", `
package main

import (
	"context"
	"log"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
)

const rpcURL = "wss://eth-mainnet.g.alchemy.com/v2/«a»"

func main() {
	client, err := ethclient.Dial(rpcURL)
	if err != nil {
		log.Fatal(err)
	}
	key, err := crypto.HexToECDSA("«b»")
	if err != nil {
		log.Fatal(err)
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, _ := client.PendingNonceAt(context.Background(), from)
	log.Printf("sender %s nonce %d", from.Hex(), nonce)
}
`, V{"a": g.w3Alchemy(), "b": g.hex(64)}, "github.com/ethereum/go-ethereum/ethclient")

	g.add("web3/rust-alloy-private-key-signer", `
use alloy::{providers::ProviderBuilder, signers::local::PrivateKeySigner, network::EthereumWallet};

#[tokio::main]
async fn main() -> eyre::Result<()> {
    let signer: PrivateKeySigner = "«a»".parse()?;
    let wallet = EthereumWallet::from(signer);
    let rpc_url = "https://eth-sepolia.g.alchemy.com/v2/«b»".parse()?;
    let provider = ProviderBuilder::new().with_recommended_fillers().wallet(wallet).on_http(rpc_url);
    println!("{}", provider.get_block_number().await?);
    Ok(())
}
`, V{"a": g.ethPriv(), "b": g.w3Alchemy()}, "PrivateKeySigner")

	g.add("web3/solidity-test-vm-addr-benign", `
contract VaultTest is Test {
    uint256 internal alicePk = 0xA11CE;
    address internal alice = vm.addr(alicePk);
    address internal constant USDC = 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48;
    bytes32 internal constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    function setUp() public {
        vm.createSelectFork(vm.envString("MAINNET_RPC_URL"), 19_000_000);
        deal(USDC, alice, 1_000e6);
    }
}
`, nil, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "vm.envString(\"MAINNET_RPC_URL\")", "0xA11CE")

	g.add("web3/solidity-script-vm-envuint", `
contract Deploy is Script {
    function run() external {
        uint256 deployerKey = vm.envUint("PRIVATE_KEY");
        vm.startBroadcast(deployerKey);
        new Vault(IERC20(«_asset»), "Vault USDC", "vUSDC");
        vm.stopBroadcast();
    }
}
$ PRIVATE_KEY=0x«a» forge script script/Deploy.s.sol --rpc-url mainnet --broadcast --slow
`, V{"_asset": g.w3Mixed(), "a": g.hex(64)}, "vm.envUint(\"PRIVATE_KEY\")")

	g.add("web3/python-sniper-bot-config", `
# config.py — uniswap v2 sniper
RPC_WSS = "wss://mainnet.infura.io/ws/v3/«a»"
ROUTER = "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D"
WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"
WALLET = "«_w»"
PRIVATE_KEY = "«b»"
BUY_AMOUNT_ETH = 0.05
SLIPPAGE = 12
TELEGRAM_BOT_TOKEN = "«c»"
`, V{"a": g.w3Infura(), "_w": g.w3Mixed(), "b": g.hex(64), "c": g.telegram()}, "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D", "BUY_AMOUNT_ETH")

	g.add("web3/wagmi-config-benign", `
import { http, createConfig } from "wagmi";
import { mainnet, sepolia } from "wagmi/chains";
import { injected, walletConnect } from "wagmi/connectors";

export const config = createConfig({
  chains: [mainnet, sepolia],
  connectors: [injected(), walletConnect({ projectId: "«_pid»" })],
  transports: {
    [mainnet.id]: http("https://eth.llamarpc.com"),
    [sepolia.id]: http(),
  },
});
`, V{"_pid": g.w3WC()}, "https://eth.llamarpc.com")

	g.add("web3/next-public-alchemy-in-frontend", `
// src/lib/rpc.ts (shipped to the browser)
export const ALCHEMY_URL = `+"`"+`https://eth-mainnet.g.alchemy.com/v2/${process.env.NEXT_PUBLIC_ALCHEMY_KEY}`+"`"+`;
$ grep -R "NEXT_PUBLIC_ALCHEMY_KEY" .env*
.env.production:NEXT_PUBLIC_ALCHEMY_KEY=«a»
`, V{"a": g.w3Alchemy()}, "${process.env.NEXT_PUBLIC_ALCHEMY_KEY}")

	g.add("web3/keystore-decrypt-with-password-python", `
import json
from eth_account import Account

with open("keystore/UTC--2024-03-01T10-11-12.000Z--«_addr»") as f:
    ks = json.load(f)
key = Account.decrypt(ks, "«p»")
print(key.hex())
`, V{"_addr": g.hex(40), "p": g.pw()}, "Account.decrypt(ks,")

	g.add("web3/ethers-encrypted-json-password", `
const json = fs.readFileSync("./keys/relayer.json", "utf8");
const wallet = await ethers.Wallet.fromEncryptedJson(json, "«p»");
`, V{"p": g.pwStrong()}, "ethers.Wallet.fromEncryptedJson(json,")

	g.add("web3/eip712-permit-signing-benign", `
$ node scripts/permit.js
domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
owner: «_o»
spender: «_s»
deadline: 1727000000
signature: «_sig»
v: 27 r: 0x«_r» s: 0x«_ss»
`, V{"_o": g.w3Mixed(), "_s": g.w3Mixed(), "_sig": g.w3Sig(), "_r": g.hex(64), "_ss": g.hex(64)}, "verifyingContract")
}

// ---- logs, CI and traces ----

func (g *G) w3Logs() {
	g.add("web3/ethers-error-with-url-in-info", `
Error: could not detect network (event="noNetwork", code=NETWORK_ERROR, version=providers/5.7.2)
    at Logger.makeError (/app/node_modules/@ethersproject/logger/lib/index.js:238:21)
    at JsonRpcProvider.<anonymous> (/app/node_modules/@ethersproject/providers/lib/json-rpc-provider.js:483:54) {
  reason: 'could not detect network',
  code: 'NETWORK_ERROR',
  event: 'noNetwork',
  requestBody: '{"method":"eth_chainId","params":[],"id":42,"jsonrpc":"2.0"}',
  url: 'https://polygon-mainnet.g.alchemy.com/v2/«a»'
}
`, V{"a": g.w3Alchemy()}, "could not detect network")

	g.add("web3/ethers-v6-fetch-error-infura", `
Error: server response 401 Unauthorized (request={  }, response={  }, error=null, info={ "requestUrl": "https://arbitrum-mainnet.infura.io/v3/«a»", "responseBody": "invalid project id\n", "responseStatus": "401 Unauthorized" }, code=SERVER_ERROR, version=6.13.2)
    at makeError (file:///srv/bot/node_modules/ethers/lib.esm/utils/errors.js:129:21)
`, V{"a": g.w3Infura()}, "invalid project id")

	g.add("web3/github-actions-workflow-inline", `
# .github/workflows/deploy.yml
name: deploy
on:
  workflow_dispatch:
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      RPC_URL: https://eth-sepolia.g.alchemy.com/v2/«a»
      ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}
    steps:
      - uses: actions/checkout@v4
        with: { submodules: recursive }
      - uses: foundry-rs/foundry-toolchain@v1
      - run: forge script script/Deploy.s.sol --rpc-url $RPC_URL --private-key «b» --broadcast --verify
`, V{"a": g.w3Alchemy(), "b": g.ethPriv()}, "${{ secrets.ETHERSCAN_API_KEY }}", "foundry-rs/foundry-toolchain@v1")

	g.add("web3/ci-log-set-x-leak", `
2024-09-12T10:04:51.2219931Z ##[group]Run ./scripts/deploy.sh sepolia
2024-09-12T10:04:51.2311022Z + NETWORK=sepolia
2024-09-12T10:04:51.2311511Z + RPC=https://sepolia.infura.io/v3/«a»
2024-09-12T10:04:51.2312004Z + npx hardhat run scripts/deploy.ts --network sepolia
2024-09-12T10:04:58.8802211Z Deploying contracts with the account: «_acct»
2024-09-12T10:05:11.0014202Z Registry deployed to: «_reg»
2024-09-12T10:05:11.0019870Z ##[endgroup]
`, V{"a": g.w3Infura(), "_acct": g.w3Mixed(), "_reg": g.w3Mixed()}, "./scripts/deploy.sh sepolia")

	g.add("web3/docker-logs-keeper-startup", `
$ docker logs keeper --tail 8
[2024-09-12 11:00:01] INFO  config loaded: chain=42161 rpc=https://arbitrum-mainnet.infura.io/v3/«a»
[2024-09-12 11:00:01] INFO  signer «_s» balance=0.184 ETH
[2024-09-12 11:00:02] DEBUG env KEEPER_PRIVATE_KEY=«b»
[2024-09-12 11:00:02] INFO  watching 412 positions on pool «_pool»
[2024-09-12 11:00:14] INFO  block 251120442 hash «_bh» liquidatable=0
`, V{"a": g.w3Infura(), "_s": g.w3Mixed(), "b": g.ethPriv(), "_pool": g.w3Mixed(), "_bh": g.w3Hash()}, "liquidatable=0")

	g.add("web3/deployments-json-benign", `
$ cat deployments/mainnet.json
{
  "chainId": 1,
  "deployer": "«_d»",
  "contracts": {
    "VaultFactory": { "address": "«_a1»", "txHash": "«_t1»", "block": 20455120 },
    "FeeSplitter": { "address": "«_a2»", "txHash": "«_t2»", "block": 20455124 }
  },
  "gitCommit": "«_sha»"
}
`, V{"_d": g.w3Mixed(), "_a1": g.w3Mixed(), "_t1": g.w3Hash(), "_a2": g.w3Mixed(), "_t2": g.w3Hash(), "_sha": g.gitSHA()}, "VaultFactory")

	g.add("web3/sentry-breadcrumb-rpc", `
{"event_id":"«_eid»","level":"error","message":"TimeoutError: eth_call timed out after 30000ms","breadcrumbs":[{"type":"http","category":"fetch","data":{"method":"POST","url":"https://«_n».solana-mainnet.quiknode.pro/«a»/","status_code":504}}],"tags":{"service":"indexer","release":"indexer@1.8.2"}}
`, V{"_eid": g.hex(32), "_n": g.pick("twilight-bold-cherry", "cool-late-hill"), "a": g.w3QuickNode()}, "indexer@1.8.2")

	g.add("web3/pm2-logs-bot-key-print", `
$ pm2 logs arb-bot --lines 5 --nostream
/home/ubuntu/.pm2/logs/arb-bot-out.log last 5 lines:
0|arb-bot  | 2024-09-13T02:11:40.001Z starting with wallet «_w»
0|arb-bot  | 2024-09-13T02:11:40.002Z DEBUG pk=«a»
0|arb-bot  | 2024-09-13T02:11:41.330Z route WETH->USDC->WETH spread=0.04% skip
0|arb-bot  | 2024-09-13T02:11:52.917Z route WETH->DAI->WETH spread=0.31% send «_tx»
0|arb-bot  | 2024-09-13T02:11:55.402Z receipt status=1 gasUsed=211044
`, V{"_w": g.w3Mixed(), "a": g.hex(64), "_tx": g.w3Hash()}, "/home/ubuntu/.pm2/logs/arb-bot-out.log")

	g.add("web3/gitleaks-finding-report", `
$ gitleaks detect -v --no-banner
Finding:     PRIVATE_KEY=«a»
Secret:      «a»
RuleID:      generic-api-key
Entropy:     3.921928
File:        packages/contracts/.env.bak
Line:        4
Commit:      «_c»
Author:      nadia
Email:       nadia@onchainlabs.dev
Date:        2024-08-30T16:02:11Z
Fingerprint: «_c»:packages/contracts/.env.bak:generic-api-key:4
`, V{"a": g.hex(64), "_c": g.gitSHA()}, "packages/contracts/.env.bak", "nadia@onchainlabs.dev")

	g.add("web3/kubectl-secret-decoded-node", `
$ kubectl get secret rpc-node-secrets -n chain -o jsonpath='{.data}' | jq 'map_values(@base64d)'
{
  "jwt.hex": "«a»",
  "validator-password": "«b»",
  "fee-recipient": "«_fr»"
}
`, V{"a": g.hex(64), "b": g.pwStrong(), "_fr": g.w3Mixed()}, "rpc-node-secrets")

	g.add("web3/terraform-tfvars-rpc", `
# envs/prod/terraform.tfvars
region            = "eu-central-1"
indexer_replicas  = 3
alchemy_api_key   = "«a»"
quicknode_endpoint = "https://«_n».bsc.quiknode.pro/«b»/"
signer_kms_key_id = "arn:aws:kms:eu-central-1:«_acct»:key/«_kid»"
`, V{"a": g.w3Alchemy(), "_n": g.pick("broken-old-rain", "silent-bitter-brook"), "b": g.w3QuickNode(), "_acct": g.digits(12), "_kid": g.uuid()}, "indexer_replicas")

	g.add("web3/hardhat-node-log-eth-sendtransaction-benign", `
eth_sendRawTransaction

  Transaction: «_tx»
  From:        «_f»
  Contract call:       Vault#deposit
  Value:       0 ETH
  Gas used:    88213 of 120000
  Block #14:   «_bh»

eth_getTransactionReceipt
eth_blockNumber
`, V{"_tx": g.w3Hash(), "_f": g.w3Mixed(), "_bh": g.w3Hash()}, "Vault#deposit")
}

// ---- chat and agent messages ----

func (g *G) w3Chat() {
	g.add("web3/chat-user-pastes-deployer-key", `
user: the deploy keeps failing with "insufficient funds". here's the deployer key so you can check the balance yourself: «a» — it's the sepolia one, not prod
assistant: I'll check the balance of the address derived from it without printing the key again.
$ cast wallet address --private-key $DEPLOYER_KEY
«_addr»
$ cast balance «_addr» --ether --rpc-url sepolia
0.000000000000000000
`, V{"a": g.ethPriv(), "_addr": g.w3Mixed()}, "$DEPLOYER_KEY")

	g.add("web3/chat-seed-phrase-test-wallet", `
> can you restore the test wallet in anvil? seed is
> «m»
> derivation default, first 3 accounts
`, V{"m": g.w3Seed(12)}, "derivation default, first 3 accounts")

	g.add("web3/slack-thread-exchange-keys", `
#trading-infra — Thread
Omar  10:14  new read-only binance sub-account keys for the dashboard:
             key: «a»
             secret: «b»
Lena  10:16  thx. IP-whitelisted to 34.89.12.40?
Omar  10:16  yes, and withdrawals are disabled
`, V{"a": g.w3Binance(), "b": g.w3Binance()}, "withdrawals are disabled")

	g.add("web3/chat-rpc-url-and-graph-key", `
user: use this RPC instead of the public one, the public endpoint rate limits us: https://«_n».ethereum-holesky.quiknode.pro/«a»/ and for the subgraph the studio deploy key is «b»
`, V{"_n": g.pick("summer-twilight-dust", "nameless-solemn-mound"), "a": g.w3QuickNode(), "b": g.w3Graph()})

	g.add("web3/discord-support-leak-solana", `
[12:41] degen_dev: bro my bot wont sign, error "signature verification failed"
[12:41] degen_dev: here is my config
[12:42] degen_dev: {"rpc":"https://mainnet.helius-rpc.com/?api-key=«a»","wallet":"«b»","jito":true}
[12:43] mod_sara: ⚠️ please never paste your private key here, move your funds to a new wallet now
`, V{"a": g.w3Helius(), "b": g.w3SolSec()}, "signature verification failed")

	g.add("web3/agent-tool-call-write-env", `
{"type":"tool_use","name":"write_file","input":{"path":"packages/contracts/.env","content":"PRIVATE_KEY=«a»\nMAINNET_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/«b»\nETHERSCAN_API_KEY=«c»\n"}}
{"type":"tool_result","content":"Wrote 3 lines to packages/contracts/.env"}
`, V{"a": g.ethPriv(), "b": g.w3Alchemy(), "c": g.w3Scan()}, "packages/contracts/.env")

	g.add("web3/email-validator-handover", `
Subject: validator handover — holesky cluster

Hi Tom,

The keystores are in the shared drive under validators/holesky-2024-09/.
Keystore password (same for all 64): «a»
Keymanager API token for vc-1: «b»
Withdrawal address (our Safe): «_safe»

Please don't copy the keystores anywhere else.
Jonas
`, V{"a": g.pwStrong(), "b": g.hex(64), "_safe": g.w3Mixed()}, "validators/holesky-2024-09/")

	g.add("web3/github-issue-bot-config", `
### Bug: bot crashes on startup

**config.yaml**
`+"```"+`yaml
network: bsc
rpc: https://bsc-dataseed.binance.org
wallet:
  address: «_w»
  private_key: «a»
pancake_router: 0x10ED43C718714eb63d5aA57B78B54704E256024E
`+"```"+`

**Error**
`+"```"+`
TypeError: invalid BytesLike value (argument="value", value="0x", code=INVALID_ARGUMENT, version=6.11.1)
`+"```"+`
`, V{"_w": g.w3Mixed(), "a": g.ethPriv()}, "0x10ED43C718714eb63d5aA57B78B54704E256024E", "https://bsc-dataseed.binance.org")

	g.add("web3/chat-bitcoin-rpc-creds", `
user: electrs can't connect to the node. bitcoind is at 192.168.1.20:8332, rpcuser is electrs and the password is «a». cookie auth is off
`, V{"a": g.pw()}, "192.168.1.20:8332")
}

// ---- benign look-alikes ----

func (g *G) w3Benign() {
	g.add("web3/benign-eth-gettransactionreceipt", `
$ cast receipt «_tx» --json | jq '{transactionHash, blockHash, blockNumber, from, to, gasUsed, status}'
{
  "transactionHash": "«_tx»",
  "blockHash": "«_bh»",
  "blockNumber": "0x13a4c2f",
  "from": "«_f»",
  "to": "«_t»",
  "gasUsed": "0xb41d",
  "status": "0x1"
}
`, V{"_tx": g.w3Hash(), "_bh": g.w3Hash(), "_f": "0x" + g.hex(40), "_t": "0x" + g.hex(40)})

	g.add("web3/benign-abi-snippet", `
[
  {"type":"function","name":"deposit","inputs":[{"name":"assets","type":"uint256"},{"name":"receiver","type":"address"}],"outputs":[{"name":"shares","type":"uint256"}],"stateMutability":"nonpayable"},
  {"type":"event","name":"Deposit","inputs":[{"name":"sender","type":"address","indexed":true},{"name":"owner","type":"address","indexed":true},{"name":"assets","type":"uint256","indexed":false},{"name":"shares","type":"uint256","indexed":false}],"anonymous":false},
  {"type":"error","name":"ERC4626ExceededMaxDeposit","inputs":[{"name":"receiver","type":"address"},{"name":"assets","type":"uint256"},{"name":"max","type":"uint256"}]}
]
`, nil, "ERC4626ExceededMaxDeposit")

	g.add("web3/benign-cast-tx-signature-fields", `
$ cast tx «_tx»

blockHash            «_bh»
blockNumber          20455120
from                 «_f»
transactionIndex     17
effectiveGasPrice    8120441322

accessList           []
chainId              1
gasLimit             120000
hash                 «_tx»
input                0xa9059cbb000000000000000000000000«_to»0000000000000000000000000000000000000000000000000000000005f5e100
maxFeePerGas         12000000000
maxPriorityFeePerGas 1000000000
nonce                88
r                    0x«_r»
s                    0x«_s»
to                   0xdAC17F958D2ee523a2206206994597C13D831ec7
type                 2
value                0
yParity              1
`, V{"_tx": g.w3Hash(), "_bh": g.w3Hash(), "_f": g.w3Mixed(), "_to": g.hex(40), "_r": g.hex(64), "_s": g.hex(64)}, "0xdAC17F958D2ee523a2206206994597C13D831ec7")

	g.add("web3/benign-ens-resolution", `
$ cast resolve-name vitalik.eth --rpc-url https://eth.llamarpc.com
0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
$ cast lookup-address «_a» --rpc-url https://eth.llamarpc.com
treasury.vaults.eth
$ cast namehash treasury.vaults.eth
«_nh»
`, V{"_a": g.w3Mixed(), "_nh": g.w3Hash()}, "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", "treasury.vaults.eth")

	g.add("web3/benign-public-key-and-signature", `
$ cast wallet sign --interactive "login nonce «_nonce»"
Enter private key:
«_sig»
$ cast wallet verify --address «_a» "login nonce «_nonce»" «_sig»
Validation succeeded. Address «_a» signed this message.
`, V{"_nonce": g.an(16), "_sig": g.w3Sig(), "_a": g.w3Mixed()}, "Validation succeeded.")

	g.add("web3/benign-chainlist-and-chain-ids", `
| Network           | Chain ID | Public RPC                         | Explorer                         |
|-------------------|----------|------------------------------------|----------------------------------|
| Ethereum          | 1        | https://ethereum-rpc.publicnode.com | https://etherscan.io             |
| Arbitrum One      | 42161    | https://arb1.arbitrum.io/rpc       | https://arbiscan.io              |
| Base              | 8453     | https://mainnet.base.org           | https://basescan.org             |
| Sepolia           | 11155111 | https://rpc.sepolia.org            | https://sepolia.etherscan.io     |
`, nil, "https://arb1.arbitrum.io/rpc", "https://rpc.sepolia.org")

	g.add("web3/benign-eth-getblock", `
$ curl -s -X POST -H 'Content-Type: application/json' --data '{"jsonrpc":"2.0","method":"eth_getBlockByNumber","params":["latest",false],"id":1}' http://localhost:8545 | jq '.result | {number, hash, parentHash, stateRoot, miner, mixHash}'
{
  "number": "0x13a4c31",
  "hash": "«_h»",
  "parentHash": "«_p»",
  "stateRoot": "«_s»",
  "miner": "0x95222290dd7278aa3ddd389cc1e1d165cc4bafe5",
  "mixHash": "«_m»"
}
`, V{"_h": g.w3Hash(), "_p": g.w3Hash(), "_s": g.w3Hash(), "_m": g.w3Hash()}, "0x95222290dd7278aa3ddd389cc1e1d165cc4bafe5")

	g.add("web3/benign-merkle-airdrop-proofs", `
$ jq '.claims["«_a»"]' merkle/airdrop-round2.json
{
  "index": 1402,
  "amount": "0x3635c9adc5dea00000",
  "proof": [
    "«_p1»",
    "«_p2»",
    "«_p3»"
  ]
}
$ jq -r .merkleRoot merkle/airdrop-round2.json
«_root»
`, V{"_a": g.w3Mixed(), "_p1": g.w3Hash(), "_p2": g.w3Hash(), "_p3": g.w3Hash(), "_root": g.w3Hash()})

	g.add("web3/benign-bitcoin-addresses-txids", `
$ bitcoin-cli -rpcwallet=watch listunspent 1 9999999 '["«_addr»"]' | jq '.[] | {txid, vout, amount, scriptPubKey}'
{
  "txid": "«_txid»",
  "vout": 0,
  "amount": 0.0421,
  "scriptPubKey": "0014«_spk»"
}
`, V{"_addr": g.w3Bc1(), "_txid": g.hex(64), "_spk": g.hex(40)}, "-rpcwallet=watch")

	g.add("web3/benign-solana-account-info", `
$ solana account «_acc» --output json-compact
{"pubkey":"«_acc»","account":{"lamports":2039280,"data":["«_data»","base64"],"owner":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA","executable":false,"rentEpoch":18446744073709551615,"space":165}}
`, V{"_acc": g.w3SolPub(), "_data": g.b64(165)}, "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")

	g.add("web3/benign-subgraph-yaml", `
specVersion: 1.0.0
schema:
  file: ./schema.graphql
dataSources:
  - kind: ethereum
    name: Vault
    network: arbitrum-one
    source:
      address: "«_a»"
      abi: Vault
      startBlock: 182004411
    mapping:
      kind: ethereum/events
      apiVersion: 0.0.7
      eventHandlers:
        - event: Deposit(indexed address,indexed address,uint256,uint256)
          handler: handleDeposit
`, V{"_a": g.w3Mixed()}, "Deposit(indexed address,indexed address,uint256,uint256)")

	g.add("web3/benign-xpub-watch-wallet-config", `
# sparrow export / watch-only
[wallet]
name = "cold-storage"
policy = "2-of-3 multisig"
xpub1 = "«_x1»"
xpub2 = "«_x2»"
xpub3 = "«_x3»"
`, V{"_x1": g.w3Xpub(), "_x2": g.w3Xpub(), "_x3": g.w3Xpub()}, "2-of-3 multisig")

	g.add("web3/benign-rpcauth-only-conf", `
# /etc/bitcoin/bitcoin.conf
server=1
rpcauth=mempool:«_s1»$«_h1»
rpcauth=lnd:«_s2»$«_h2»
rpcallowip=10.0.0.0/24
`, V{"_s1": g.hex(32), "_h1": g.hex(64), "_s2": g.hex(32), "_h2": g.hex(64)}, "rpcallowip=10.0.0.0/24")

	g.add("web3/benign-storage-slot-and-calldata", `
$ cast storage «_c» 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc
0x000000000000000000000000«_impl»
$ cast calldata "initialize(address,uint256)" «_owner» 1000
0xda35a26f000000000000000000000000«_o2»00000000000000000000000000000000000000000000000000000000000003e8
`, V{"_c": g.w3Mixed(), "_impl": g.hex(40), "_owner": g.w3Mixed(), "_o2": g.hex(40)}, "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc")

	g.add("web3/benign-gas-snapshot", `
$ cat .gas-snapshot
VaultTest:test_deposit() (gas: 112041)
VaultTest:test_fuzz_withdraw(uint256) (runs: 256, μ: 98123, ~: 98410)
VaultTest:test_permit_deposit() (gas: 151220)
$ forge inspect Vault methodIdentifiers
{
  "deposit(uint256,address)": "6e553f65",
  "withdraw(uint256,address,address)": "b460af94"
}
`, nil, "test_fuzz_withdraw(uint256)", "\"6e553f65\"")

	g.add("web3/benign-hardhat-config-env-refs", `
const { PRIVATE_KEY, ALCHEMY_API_KEY, ETHERSCAN_API_KEY } = process.env;

module.exports = {
  networks: {
    sepolia: {
      url: `+"`"+`https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_API_KEY}`+"`"+`,
      accounts: PRIVATE_KEY ? [PRIVATE_KEY] : [],
    },
  },
  etherscan: { apiKey: ETHERSCAN_API_KEY },
};
`, nil, "v2/${ALCHEMY_API_KEY}", "PRIVATE_KEY ? [PRIVATE_KEY] : []")

	g.add("web3/benign-ipfs-cids-and-tokenuri", `
$ cast call «_c» "tokenURI(uint256)(string)" 42
"ipfs://«_cid»/42.json"
$ curl -s https://ipfs.io/ipfs/«_cid»/42.json
{"name":"Golden Finch #42","image":"ipfs://«_img»","attributes":[{"trait_type":"Wing","value":"Amber"}]}
`, V{"_c": g.w3Mixed(), "_cid": "bafybei" + g.s("abcdefghijklmnopqrstuvwxyz234567", 52), "_img": "Qm" + g.s(alB58, 44)}, "Golden Finch #42")
}
