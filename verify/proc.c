/* proc.c - run one command under a wall-clock timeout and rlimits.

   Every compiler and every program the harness starts goes through
   run_cmd.  The child:
     1. becomes the leader of a new process group, so that a timeout kills
        the compiler driver together with cc1/as/ld, or qemu with its guest;
     2. asks (Linux) to be killed when its parent dies, so a campaign killed
        with SIGKILL leaves no workers behind;
     3. sets RLIMIT_CPU, RLIMIT_AS, RLIMIT_FSIZE and RLIMIT_NPROC as given,
        and reads /dev/null, writes its streams to files.
   The parent waits on a pidfd (Linux; elsewhere it polls waitpid with a
   short sleep), never with a SIGCHLD handler, so it composes with the
   campaign's own worker processes; past the deadline it sends SIGKILL to
   the whole group.  A program killed by a
   signal reports 128+signal, like a shell.  */

#define _GNU_SOURCE
#include "verify.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

double proc_tool_seconds;
double proc_tool_cpu_seconds;

static void
set_limit (int resource, unsigned long value)
{
  if (!value)
    return;
  struct rlimit rl = { (rlim_t) value, (rlim_t) value };
  setrlimit (resource, &rl);
}

static int
open_out (const char *path)
{
  return open (path ? path : "/dev/null",
               O_WRONLY | O_CREAT | O_TRUNC, 0644);
}

static void
child_setup (const char *cwd, const char *out_path, const char *err_path,
             const struct limits *lim, pid_t parent)
{
  setpgid (0, 0);
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  if (getppid () != parent)
    _exit (127);
#else
  (void) parent;
#endif
  signal (SIGPIPE, SIG_DFL);
  if (cwd && chdir (cwd) != 0)
    _exit (127);
  int in = open ("/dev/null", O_RDONLY);
  int out = open_out (out_path);
  int err = err_path && out_path && strcmp (err_path, out_path) == 0
              ? dup (out) : open_out (err_path);
  if (in < 0 || out < 0 || err < 0)
    _exit (127);
  dup2 (in, 0);
  dup2 (out, 1);
  dup2 (err, 2);
  if (in > 2)
    close (in);
  if (out > 2)
    close (out);
  if (err > 2)
    close (err);
  if (lim)
    {
      if (lim->cpu_s)
        {
          /* SIGXCPU at the soft limit, SIGKILL one second later.  */
          struct rlimit rl = { (rlim_t) lim->cpu_s, (rlim_t) lim->cpu_s + 1 };
          setrlimit (RLIMIT_CPU, &rl);
        }
      set_limit (RLIMIT_AS, lim->as_mb * 1024UL * 1024UL);
      set_limit (RLIMIT_FSIZE, lim->fsize_mb * 1024UL * 1024UL);
      set_limit (RLIMIT_NPROC, lim->nproc);
    }
}

volatile sig_atomic_t proc_running_group;

/* Wait for PID (started at START), killing its group at LIM's timeout
   (R->timed_out) and calling LIM's tick; its wait status into *ST, its
   resource use into *RU.  Sleeps on a pidfd where there is one, else
   polls with a growing pause.  */
static void
wait_child (pid_t pid, const struct limits *lim, double start,
            struct runres *r, int *st, struct rusage *ru)
{
  double deadline = lim && lim->timeout_s > 0 ? start + lim->timeout_s : 0;
  int pidfd = -1;
#if defined(__linux__) && defined(SYS_pidfd_open)
  pidfd = (int) syscall (SYS_pidfd_open, pid, 0);
#endif
  long sleep_ns = 200000;       /* polling fallback: 0.2 ms, growing to 20 ms */
  double next_tick = lim && lim->tick ? start + lim->tick_s : 0;
  for (;;)
    {
      pid_t w = wait4 (pid, st, WNOHANG, ru);
      if (w == pid)
        break;
      if (w < 0 && errno != EINTR)
        break;
      double now = now_s ();
      if (deadline && now > deadline && !r->timed_out)
        {
          r->timed_out = true;
          kill (-pid, SIGKILL);
          kill (pid, SIGKILL);
        }
      if (next_tick && now >= next_tick)
        {
          lim->tick (lim->tick_arg, now - start);
          next_tick = now + lim->tick_s;
        }
#if defined(__linux__) && defined(SYS_pidfd_open)
      if (pidfd >= 0)
        {
          struct pollfd pfd = { pidfd, POLLIN, 0 };
          int ms = deadline && !r->timed_out
                     ? (int) ((deadline - now) * 1000) + 1 : 1000;
          if (next_tick && ms > (int) ((next_tick - now) * 1000) + 1)
            ms = (int) ((next_tick - now) * 1000) + 1;
          poll (&pfd, 1, ms);
          continue;
        }
#endif
      struct timespec ts = { 0, sleep_ns };
      nanosleep (&ts, NULL);
      if (sleep_ns < 20000000)
        sleep_ns += sleep_ns / 2;
    }
  if (pidfd >= 0)
    close (pidfd);
}

/* R's status from wait status ST: an exit (127 alone: the command could
   not be started) or a signal (SIGXCPU, or SIGKILL at about LIM's CPU
   limit, is the CPU limit).  */
static void
set_status (struct runres *r, int st, const struct limits *lim)
{
  if (WIFEXITED (st))
    {
      r->status = WEXITSTATUS (st);
      r->spawn_failed = r->status == 127 && !r->timed_out;
    }
  else if (WIFSIGNALED (st))
    {
      r->signaled = true;
      r->status = 128 + WTERMSIG (st);
      r->cpu_exceeded = WTERMSIG (st) == SIGXCPU
                        || (WTERMSIG (st) == SIGKILL && !r->timed_out && lim
                            && lim->cpu_s
                            && r->cpu_s + 0.25 >= (double) lim->cpu_s);
    }
}

struct runres
run_cmd (char *const argv[], const char *cwd, const char *out_path,
         const char *err_path, const struct limits *lim)
{
  struct runres r = { 0 };
  double start = now_s ();
  pid_t parent = getpid ();
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    {
      r.spawn_failed = true;
      r.status = 127;
      return r;
    }
  if (pid == 0)
    {
      child_setup (cwd, out_path, err_path, lim, parent);
      execvp (argv[0], argv);
      _exit (127);
    }
  setpgid (pid, pid);
  proc_running_group = pid;
  int st = 0;
  struct rusage ru;
  memset (&ru, 0, sizeof ru);
  wait_child (pid, lim, start, &r, &st, &ru);
  proc_running_group = 0;
  if (r.timed_out)
    kill (-pid, SIGKILL);       /* stragglers of the group */
  r.wall_s = now_s () - start;
  r.cpu_s = (double) ru.ru_utime.tv_sec + (double) ru.ru_utime.tv_usec / 1e6
            + (double) ru.ru_stime.tv_sec + (double) ru.ru_stime.tv_usec / 1e6;
  proc_tool_cpu_seconds += r.cpu_s;
  proc_tool_seconds += r.wall_s;
  set_status (&r, st, lim);
  return r;
}

void
run_cmds (size_t n, char *const *const argvs[], const char *const cwds[],
          const char *const logs[], const struct limits *lim,
          struct runres *res)
{
  double start = now_s ();
  pid_t parent = getpid ();
  pid_t *pids = xmalloc ((n ? n : 1) * sizeof *pids);
  size_t live = 0;
  fflush (NULL);
  for (size_t i = 0; i < n; i++)
    {
      memset (&res[i], 0, sizeof res[i]);
      pids[i] = fork ();
      if (pids[i] < 0)
        {
          res[i].spawn_failed = true;
          res[i].status = 127;
          continue;
        }
      if (pids[i] == 0)
        {
          child_setup (cwds[i], logs[i], logs[i], lim, parent);
          execvp (argvs[i][0], argvs[i]);
          _exit (127);
        }
      setpgid (pids[i], pids[i]);
      live++;
    }
  double deadline = lim && lim->timeout_s > 0 ? start + lim->timeout_s : 0;
  long sleep_ns = 200000;       /* 0.2 ms, growing to 20 ms */
  while (live)
    {
      proc_running_group = 0;
      for (size_t i = 0; i < n; i++)
        {
          if (pids[i] <= 0)
            continue;
          int st = 0;
          struct rusage ru;
          memset (&ru, 0, sizeof ru);
          pid_t w = wait4 (pids[i], &st, WNOHANG, &ru);
          if (w != pids[i])
            {
              if (!proc_running_group)
                proc_running_group = pids[i];
              continue;
            }
          if (res[i].timed_out)
            kill (-pids[i], SIGKILL);   /* stragglers of the group */
          res[i].wall_s = now_s () - start;
          res[i].cpu_s = (double) ru.ru_utime.tv_sec
                         + (double) ru.ru_utime.tv_usec / 1e6
                         + (double) ru.ru_stime.tv_sec
                         + (double) ru.ru_stime.tv_usec / 1e6;
          proc_tool_cpu_seconds += res[i].cpu_s;
          proc_tool_seconds += res[i].wall_s;
          set_status (&res[i], st, lim);
          pids[i] = 0;
          live--;
        }
      if (!live)
        break;
      if (deadline && now_s () > deadline)
        for (size_t i = 0; i < n; i++)
          if (pids[i] > 0 && !res[i].timed_out)
            {
              res[i].timed_out = true;
              kill (-pids[i], SIGKILL);
              kill (pids[i], SIGKILL);
            }
      struct timespec ts = { 0, sleep_ns };
      nanosleep (&ts, NULL);
      if (sleep_ns < 20000000)
        sleep_ns += sleep_ns / 2;
    }
  proc_running_group = 0;
  free (pids);
}

char *
first_line_of (char *const argv[])
{
  char tmpl[] = "/tmp/memopt-verify-ver-XXXXXX";
  int fd = mkstemp (tmpl);
  if (fd < 0)
    return xstrdup ("?");
  close (fd);
  struct limits lim = { .timeout_s = 20 };
  struct runres r = run_cmd (argv, NULL, tmpl, tmpl, &lim);
  char *text = read_file (tmpl, NULL);
  unlink (tmpl);
  if (r.spawn_failed || !text)
    {
      free (text);
      return xstrdup ("?");
    }
  text[strcspn (text, "\n")] = 0;
  return text;
}
