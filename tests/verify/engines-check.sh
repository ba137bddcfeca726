#!/bin/bash
# engines-check.sh VERIFY BUILD RESULTS [ENGINE...] - the recipes of
# verify/engines/ (which verify/README.md prints) run end to end on this
# machine (make check-engines: all; make check-verify: kubernetes, the
# quick one; make check-image: image, the slow one).  ENGINE: parallel,
# kubernetes, slurm (default these three), image.
#
# Appends one line per test to RESULTS (PASS, FAIL, SKIP name why).
#   engines-readme-*      README's copy of each recipe is the file the
#                         test runs, byte for byte
#   parallel-night-1, parallel-night-2  night-parallel.sh with an sshd
#                         started on 127.0.0.1 by the test (its own host
#                         key, config and authorized key; root's login by
#                         key only), two machines (two logins to it), the
#                         repository's "remote" copy in REMOTE/ and the
#                         nights in LOCAL/: each night exits 1 (the seeded
#                         bug break=phi-offset is found), both shards come
#                         back, the merged night holds every seed of the
#                         night once, and its report is written; the
#                         second night has new seeds, reads nothing of the
#                         first, and the first's directories are gone on
#                         the remote side only
#   kubernetes-manifest   job.yaml is a valid Indexed Job (kubectl create
#                         --dry-run=client -o json, no cluster) whose
#                         command is the recipe's
#   kubernetes-containerfile  the Containerfile builds FROM debian:12 with
#                         mk/deps.sh's packages (checked; built only where
#                         buildah or podman can, else said)
#   kubernetes-shards     the manifest's command run exactly as each pod
#                         would (sh -c, JOB_COMPLETION_INDEX 0..N-1, the
#                         volume at CAMPAIGN), a pod restarted after its
#                         shard finished with findings exits 0 again (no
#                         retry loop), then merge and report
#   image-build           (engine image, make check-image) the image of
#                         the Containerfile built by verify/engines/image.sh
#                         (buildah; its Debian 12 base from debootstrap
#                         when no registry answers), and memopt-verify
#                         --version in it prints the release of VERSION
#   image-shards          the manifest's pod command run in that image as
#                         the Job would (buildah run: sh -c, its env,
#                         JOB_COMPLETION_INDEX 0 and 1, its workingDir, a
#                         directory of ours at $CAMPAIGN), each exits 0;
#                         merge and report in the image too (exit 1: the
#                         seeded bug's findings), every seed merged once
#   slurm-*               a one-node Slurm cluster on localhost (munged,
#                         slurmctld, slurmd started by the test with their
#                         own configuration and state directories), the
#                         array job of verify.sbatch, then merge and
#                         report; SKIP with the reason when a daemon
#                         cannot start here
set -u
VERIFY=$(realpath "$1"); BUILD=$(realpath "$2"); RESULTS=$3; shift 3
ENGINES=${*:-parallel kubernetes slurm}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
E=$ROOT/verify/engines
W=$BUILD/check/engines-work
mkdir -p "$W"
result() { echo "$*" | tee -a "$RESULTS"; }
pass() { result "PASS $1"; }
fail() { result "FAIL $1 $2"; }
skip() { result "SKIP $1 $2"; }
ok_if() { if eval "$2"; then pass "$1"; else fail "$1" "$3"; fi; }
# seeds NIGHT-DIR: the sorted seeds of its merged campaign.
seeds() { grep -o '"seed":[0-9]*' "$1/results.jsonl" 2>/dev/null | cut -d: -f2 | sort -n | tr '\n' ' '; }
# A copy of the repository as a machine would have it: the recipes run
# build/memopt-verify; this one is BUILD's (it finds its plugins and
# memgen beside itself).
repo_copy() { mkdir -p "$1"; ln -sfn "$BUILD" "$1/build"; }

# --- README prints the recipes the tests run ----------------------------------
# block FILE: the README's fenced block that follows the line "<!-- FILE -->".
block() { awk -v m="<!-- $1 -->" '$0 == m { on = 1; next } on && /^```/ { if (in_) exit; in_ = 1; next } in_ { print }' "$ROOT/verify/README.md"; }
for f in night-parallel.sh verify.sbatch job.yaml Containerfile; do
  ok_if "engines-readme-$f" 'cmp -s <(block "$f") "$E/$f"' \
    "verify/README.md's block after <!-- $f --> differs from verify/engines/$f: $(diff <(block "$f") "$E/$f" | head -5 | tr '\n' ' ')"
done

# The campaign every engine runs: memgen programs on x86_64 at -O1 with
# the seeded bug break=phi-offset (which memgen's phi-offsets programs
# catch), so that every night has findings.
SMALL="--generator memgen --targets x86_64 --levels O1 --plugin-arg break=phi-offset"

# --- GNU parallel over ssh ------------------------------------------------------
engine_parallel() {
  local P=$W/parallel
  rm -rf "$P"; mkdir -p "$P/local" "$P/remote" "$P/ssh"
  if ! command -v parallel >/dev/null || ! command -v sshd >/dev/null || ! command -v rsync >/dev/null; then
    skip parallel-night-1 "needs parallel, openssh-server and rsync (mk/deps.sh engines)"; return
  fi
  if [ "$(id -u)" != 0 ]; then
    skip parallel-night-1 "sshd on localhost needs root here (it runs as root for the logins)"; return
  fi
  mkdir -p /run/sshd
  ssh-keygen -q -t ed25519 -N '' -f "$P/ssh/host" && ssh-keygen -q -t ed25519 -N '' -f "$P/ssh/id"
  cp "$P/ssh/id.pub" "$P/ssh/authorized_keys"
  local port=$((20000 + RANDOM % 20000))
  cat >"$P/ssh/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $P/ssh/host
AuthorizedKeysFile $P/ssh/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
StrictModes no
UsePAM no
PidFile $P/ssh/sshd.pid
EOF
  /usr/sbin/sshd -D -e -f "$P/ssh/sshd_config" 2>"$P/ssh/sshd.log" &
  local sshd=$!
  local ssh="ssh -p $port -i $P/ssh/id -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR"
  for _ in $(seq 1 50); do $ssh root@127.0.0.1 true 2>/dev/null && break; sleep 0.2; done
  # Two "machines": two logins to this one.
  printf '%s root@127.0.0.1\n%s root@127.0.0.1\n' "$ssh" "$ssh" >"$P/machines.txt"
  repo_copy "$P/remote"; repo_copy "$P/local"
  local night st
  for night in 1 2; do
    (cd "$P/local" && NIGHT=2026-01-0$night PROGRAMS=6 DURATION=1h JOBS=1 RUN_ARGS="$SMALL" \
       "$E/night-parallel.sh" "$P/machines.txt" "$P/remote") >"$P/night$night.out" 2>"$P/night$night.err"
    st=$?
    local d=$P/local/nights/2026-01-0$night
    local first=$(( $(date -u -d 2026-01-0$night +%s) / 86400 * 6 ))
    local want=$(seq $first $((first + 5)) | tr '\n' ' ')
    ok_if parallel-night-$night '[ $st -eq 1 ] && [ -f "$d/shard-1/journal.jsonl" ] && [ -f "$d/shard-2/journal.jsonl" ] && [ "$(seeds "$d/all")" = "$want" ] && [ -s "$d/all/report.md" ] && [ -s "$d/all/junit.xml" ] && [ "$(ls "$P/remote/nights")" = 2026-01-0$night ]' \
      "exit $st; seeds '$(seeds "$d/all")', want '$want'; remote nights: $(ls "$P/remote/nights" 2>&1 | tr '\n' ' '); $(tail -c 400 "$P/night$night.err")"
  done
  ok_if parallel-two-nights-apart '[ -d "$P/local/nights/2026-01-01/all" ] && [ "$(seeds "$P/local/nights/2026-01-01/all")" != "$(seeds "$P/local/nights/2026-01-02/all")" ] && ! grep -q "already holds a campaign" "$P/night2.err"' \
    "$(tail -c 300 "$P/night2.err")"
  kill "$sshd" 2>/dev/null; wait "$sshd" 2>/dev/null
}

# --- Kubernetes: the manifest, the image's recipe, the shard command -----------
# The fields job.yaml may use, by path, for the schema check (kubectl
# needs a server for its own: --validate downloads the OpenAPI document).
JOB_SCHEMA='{"apiVersion": 1, "kind": 1, "metadata": {"name": 1, "labels": 1},
 "spec": {"completionMode": 1, "completions": 1, "parallelism": 1, "backoffLimit": 1,
  "template": {"metadata": {"creationTimestamp": 1, "labels": 1}, "spec": {"restartPolicy": 1,
   "containers": [{"name": 1, "image": 1, "workingDir": 1, "command": 1, "args": 1,
     "env": [{"name": 1, "value": 1}], "resources": {"requests": 1, "limits": 1},
     "volumeMounts": [{"name": 1, "mountPath": 1}]}],
   "volumes": [{"name": 1, "persistentVolumeClaim": {"claimName": 1}}]}}}}'
engine_kubernetes() {
  local K=$W/kubernetes
  rm -rf "$K"; mkdir -p "$K"
  if ! command -v kubectl >/dev/null; then
    skip kubernetes-manifest "needs kubectl (Debian's kubernetes-client: mk/deps.sh engines)"; return
  fi
  # kubectl parses the manifest into the Job's JSON without a cluster.
  kubectl label --local -f "$E/job.yaml" memopt-check=yes -o json >"$K/job.json" 2>"$K/kubectl.err"; local st=$?
  python3 - "$K/job.json" "$JOB_SCHEMA" >"$K/schema.out" 2>&1 <<'PY'
import json, sys
job, schema = json.load(open(sys.argv[1])), json.loads(sys.argv[2])
def check(v, s, path):
    if s == 1:
        return
    if isinstance(s, list):
        assert isinstance(v, list), f"{path}: not a list"
        for i, x in enumerate(v):
            check(x, s[0], f"{path}[{i}]")
        return
    assert isinstance(v, dict), f"{path}: not an object"
    for k, x in v.items():
        assert k in s, f"{path}.{k}: not a field of a batch/v1 Job as job.yaml uses it"
        check(x, s[k], f"{path}.{k}")
check(job, schema, "job")
spec, pod = job["spec"], job["spec"]["template"]["spec"]
c = pod["containers"][0]
env = {e["name"]: e.get("value", "") for e in c["env"]}
assert job["apiVersion"] == "batch/v1" and job["kind"] == "Job"
assert spec["completionMode"] == "Indexed" and spec["completions"] == int(env["SHARDS"]), "completions != SHARDS"
assert pod["restartPolicy"] in ("OnFailure", "Never")
assert c["command"][:2] == ["sh", "-c"] and "JOB_COMPLETION_INDEX" in c["command"][2]
assert c["volumeMounts"][0]["mountPath"] == env["CAMPAIGN"], "the volume is not at $CAMPAIGN"
assert "--findings-exit 0" in c["command"][2] and "--resume" in c["command"][2]
json.dump({"command": c["command"], "env": env, "workingDir": c["workingDir"]}, open(sys.argv[1] + ".pod", "w"))
print("ok")
PY
  ok_if kubernetes-manifest '[ $st -eq 0 ] && [ "$(cat "$K/schema.out")" = ok ]' \
    "kubectl exit $st $(head -c 200 "$K/kubectl.err"); $(tail -2 "$K/schema.out")"
  # The image: FROM Debian 12, the packages of mk/deps.sh (each one a
  # Debian 12 package apt knows), the build of what job.yaml runs.
  local pk missing=""
  for pk in $(sh "$ROOT/mk/deps.sh" --list verify 2>/dev/null); do
    apt-cache show "$pk" >/dev/null 2>&1 || missing="$missing $pk"
  done
  ok_if kubernetes-containerfile 'grep -q "^FROM debian:12$" "$E/Containerfile" && grep -q "mk/deps.sh verify" "$E/Containerfile" && grep -q "build/memopt-verify build/memgen" "$E/Containerfile" && [ -n "$(sh "$ROOT/mk/deps.sh" --list verify)" ] && [ -z "$missing" ]' \
    "Containerfile: $(grep -c . "$E/Containerfile") lines; packages apt does not know:$missing"
  skip kubernetes-image-build "built and run by make check-image (engine image: about 1 GB of Debian packages and a build of the plugins)"
  # Each pod's command, exactly as the manifest gives it (sh -c, its
  # env, JOB_COMPLETION_INDEX), in a copy of the image's /memopt; the
  # volume at a directory of ours ($CAMPAIGN is the mount path).
  repo_copy "$K/memopt"
  mkdir -p "$K/campaign"
  python3 - "$K/job.json.pod" "$K/campaign" "$SMALL" >"$K/pods.sh" <<'PY'
import json, shlex, sys
pod, vol, small = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
env = dict(pod["env"], CAMPAIGN=vol, SHARDS="2", PROGRAMS="4", JOBS="1",
           FIRST="1", NIGHT="night-1", RUN_ARGS=small)
for k in range(2):
    e = " ".join(f"{n}={shlex.quote(v)}" for n, v in dict(env, JOB_COMPLETION_INDEX=str(k)).items())
    print(f"env {e} {' '.join(shlex.quote(a) for a in pod['command'])}; echo \"pod {k}: $?\"")
PY
  (cd "$K/memopt" && bash "$K/pods.sh") >"$K/pods.out" 2>"$K/pods.err"
  (cd "$K/memopt" && bash "$K/pods.sh") >"$K/restart.out" 2>"$K/restart.err"
  (cd "$K/memopt" && build/memopt-verify merge --findings-exit 0 --out "$K/campaign/night-1/all" \
     "$K/campaign/night-1"/shard-* && build/memopt-verify report "$K/campaign/night-1/all") \
    >"$K/merge.out" 2>"$K/merge.err"; st=$?
  ok_if kubernetes-shards 'grep -q "^pod 0: 0$" "$K/pods.out" && grep -q "^pod 1: 0$" "$K/pods.out" && grep -q "^pod 0: 0$" "$K/restart.out" && grep -q "^pod 1: 0$" "$K/restart.out" && [ -f "$K/campaign/night-1/shard-1/journal.jsonl" ] && [ -f "$K/campaign/night-1/shard-2/journal.jsonl" ] && [ $st -eq 1 ] && [ "$(seeds "$K/campaign/night-1/all")" = "1 2 3 4 " ] && [ -s "$K/campaign/night-1/all/junit.xml" ]' \
    "pods: $(tr '\n' ' ' <"$K/pods.out"), restarted: $(tr '\n' ' ' <"$K/restart.out"); merge and report exit $st, seeds '$(seeds "$K/campaign/night-1/all")': $(tail -c 300 "$K/pods.err") $(tail -c 200 "$K/merge.err")"
}

# --- The image: built, and the manifest's pods run in it -------------------------
engine_image() {
  local I=$W/image
  rm -rf "$I"; mkdir -p "$I/campaign"
  if ! command -v buildah >/dev/null || ! command -v kubectl >/dev/null; then
    skip image-build "needs buildah and kubectl (mk/deps.sh engines)"; return
  fi
  "$ROOT/verify/engines/image.sh" "$BUILD" >"$I/image.out" 2>&1; local st=$?
  local runtime; runtime=$(command -v runc || true)
  # irun [OPTION...] -- COMMAND...: COMMAND in a new container of the
  # image (buildah run's OPTIONs), removed after it.
  irun() {
    local opts=() c r
    while [ $# -gt 0 ] && [ "$1" != -- ]; do opts+=("$1"); shift; done
    shift
    c=$(buildah from -q memopt-verify:latest) || return 125
    buildah run ${runtime:+--runtime "$runtime"} --volume "$I/campaign:/campaign" \
      "${opts[@]}" "$c" -- "$@"
    r=$?; buildah rm "$c" >/dev/null; return $r
  }
  local release; release=$(cat "$ROOT/VERSION")
  [ $st -eq 0 ] && irun -- build/memopt-verify --version >"$I/version.out" 2>&1
  ok_if image-build '[ $st -eq 0 ] && grep -q "^memopt-verify $release (commit " "$I/version.out"' \
    "image.sh exit $st: $(tail -c 400 "$I/image.out"); in the image: $(head -c 200 "$I/version.out" 2>/dev/null)"
  [ $st -eq 0 ] || return
  # The pod as the manifest gives it: command, env, workingDir.
  kubectl label --local -f "$E/job.yaml" memopt-check=yes -o json >"$I/job.json" 2>"$I/kubectl.err"
  python3 - "$I/job.json" "$SMALL" >"$I/pods.args" <<'PY'
import json, sys
job, small = json.load(open(sys.argv[1])), sys.argv[2]
c = job["spec"]["template"]["spec"]["containers"][0]
env = {e["name"]: e.get("value", "") for e in c["env"]}
env.update(SHARDS="2", PROGRAMS="4", JOBS="1", FIRST="1", NIGHT="night-1", RUN_ARGS=small)
for k in range(2):
    args = ["--workingdir", c["workingDir"]]
    for n, v in dict(env, JOB_COMPLETION_INDEX=str(k)).items():
        args += ["--env", f"{n}={v}"]
    print(json.dumps(args + ["--"] + c["command"]))
PY
  local k=0 line
  : >"$I/pods.out"
  while read -r line; do
    mapfile -t a < <(python3 -c 'import json, sys; print("\n".join(json.loads(sys.argv[1])))' "$line")
    irun "${a[@]}" >>"$I/pods.log" 2>&1 </dev/null
    echo "pod $k: $?" >>"$I/pods.out"
    k=$((k + 1))
  done <"$I/pods.args"
  irun -- sh -c 'build/memopt-verify merge --findings-exit 0 --out /campaign/night-1/all /campaign/night-1/shard-* && build/memopt-verify report /campaign/night-1/all' \
    >"$I/merge.out" 2>&1; st=$?
  ok_if image-shards 'grep -q "^pod 0: 0$" "$I/pods.out" && grep -q "^pod 1: 0$" "$I/pods.out" && grep -q "\"shard\":\"2/2\"" "$I/campaign/night-1/shard-2/journal.jsonl" && [ $st -eq 1 ] && [ "$(seeds "$I/campaign/night-1/all")" = "1 2 3 4 " ] && [ -s "$I/campaign/night-1/all/report.md" ] && [ -s "$I/campaign/night-1/all/junit.xml" ]' \
    "pods: $(tr '\n' ' ' <"$I/pods.out"); merge and report exit $st, seeds '$(seeds "$I/campaign/night-1/all")': $(tail -c 300 "$I/pods.log") $(tail -c 200 "$I/merge.out")"
}

# --- Slurm: a one-node cluster on localhost ---------------------------------------
engine_slurm() {
  local S=$W/slurm
  rm -rf "$S"; mkdir -p "$S/ctld" "$S/d" "$S/munge"
  if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    skip slurm-cluster "needs slurm-wlm and munge (mk/deps.sh engines)"; return
  fi
  if [ "$(id -u)" != 0 ]; then
    skip slurm-cluster "slurmd must run as root to start the tasks as their user"; return
  fi
  dd if=/dev/urandom of="$S/munge/munge.key" bs=1024 count=1 2>/dev/null
  chmod 0400 "$S/munge/munge.key"; chmod 0755 "$S/munge"
  munged -F --force --key-file="$S/munge/munge.key" --socket="$S/munge/socket" \
    --pid-file="$S/munge/pid" --seed-file="$S/munge/seed" --log-file="$S/munge/log" 2>"$S/munge/stderr" &
  local munge=$!
  local p1=$((20000 + RANDOM % 20000)); local p2=$((p1 + 1))
  local host; host=$(hostname -s)
  cat >"$S/slurm.conf" <<CONF
ClusterName=memoptcheck
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$p1
SlurmdPort=$p2
AuthType=auth/munge
AuthInfo=socket=$S/munge/socket
CryptoType=crypto/munge
StateSaveLocation=$S/ctld
SlurmdSpoolDir=$S/d
SlurmctldPidFile=$S/ctld.pid
SlurmdPidFile=$S/d.pid
SlurmctldLogFile=$S/ctld.log
SlurmdLogFile=$S/d.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=check Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF=$S/slurm.conf
  slurmctld -D -i >"$S/ctld.out" 2>&1 &
  local ctld=$!
  slurmd -D >"$S/d.out" 2>&1 &
  local d=$!
  local up=no
  for _ in $(seq 1 100); do
    sinfo -h -o %T 2>/dev/null | grep -Eq "^(idle|mixed|allocated)" && { up=yes; break; }
    sleep 0.3
  done
  if [ $up = no ]; then
    skip slurm-cluster "the one-node cluster did not come up here: $(tail -c 300 "$S/ctld.log" "$S/d.log" 2>&1 | tr '\n' ' ')"
  else
    pass slurm-cluster
    # The recipe of verify.sbatch's comment, with 2 tasks of 1 CPU.
    repo_copy "$S/memopt"; mkdir -p "$S/memopt/verify/engines" "$S/memopt/campaigns"
    cp "$E/verify.sbatch" "$S/memopt/verify/engines/"
    local st
    (cd "$S/memopt" && export NIGHT=2026-01-01 PROGRAMS=4 RUN_ARGS="$SMALL" &&
     job=$(sbatch --parsable --array=1-2 --cpus-per-task=1 verify/engines/verify.sbatch) &&
     sbatch --wait --parsable --dependency=afterany:$job --output=campaigns/merge.out --wrap "build/memopt-verify merge \
       --findings-exit 0 --out campaigns/$NIGHT/all campaigns/$NIGHT/shard-* \
       && build/memopt-verify report campaigns/$NIGHT/all") >"$S/sbatch.out" 2>"$S/sbatch.err"
    st=$?
    local first=$(( $(date -u -d 2026-01-01 +%s) / 86400 * 4 ))
    local want; want=$(seq $first $((first + 3)) | tr '\n' ' ')
    local c=$S/memopt/campaigns/2026-01-01
    ok_if slurm-array 'grep -q "\"end\":\"complete\"" "$c/shard-1/journal.jsonl" && grep -q "\"end\":\"complete\"" "$c/shard-2/journal.jsonl" && grep -q "\"shard\":\"2/2\"" "$c/shard-2/journal.jsonl"' \
      "sbatch: $(tail -c 300 "$S/sbatch.err"); $(cat "$S/memopt/campaigns"/slurm-*.out 2>/dev/null | tail -c 300)"
    ok_if slurm-merge-report '[ "$(seeds "$c/all")" = "$want" ] && [ -s "$c/all/report.md" ] && [ -s "$c/all/results.sarif" ] && grep -q "\"findings\": [1-9]" "$c/all/summary.json"' \
      "exit $st; seeds '$(seeds "$c/all")', want '$want'; $(tail -c 300 "$S/memopt/campaigns/merge.out" 2>&1)"
  fi
  kill $d $ctld 2>/dev/null; wait $d $ctld 2>/dev/null
  kill $munge 2>/dev/null; wait $munge 2>/dev/null
  unset SLURM_CONF
}

for e in $ENGINES; do
  case $e in
    parallel) engine_parallel ;;
    kubernetes) engine_kubernetes ;;
    slurm) engine_slurm ;;
    image) engine_image ;;
    *) fail engines-usage "unknown engine '$e' (parallel, kubernetes, slurm, image)" ;;
  esac
done
exit 0
