/* redundancy-probe.c - known memory redundancy at known lines, for
   tests/qemu/redundancy-test.sh (built at -O0: every variable access is a
   memory access, one per source line for the lines checked).

   main calls each pattern ROUNDS times; each call is a new activation,
   so nothing repeats across calls.  A line marked CHECK names the
   counters bench/qemu/redundancy.c must give that line, as
   counter=value with value a multiple of ROUNDS ("redundant=1" means
   ROUNDS redundant loads); counters not named are not checked.  */

#define ROUNDS 1000

int g = 5;		/* a global: its accesses are not on the stack */
int sink;

/* A callee that does not touch g.  */
__attribute__ ((noinline)) void
leave_g_alone (void)
{
  sink++;
}

/* A callee that writes g, with the value it already holds.  */
__attribute__ ((noinline)) void
rewrite_g (void)
{
  g = 5;
}

/* The second load of g repeats the first: same activation, no call in
   between, same value.  */
__attribute__ ((noinline)) void
load_twice (void)
{
  int a = g;
  int b = g;			/* CHECK loads=1 redundant=1 redundant_call=0 */
  sink = a + b;
}

/* A call in between that does not touch g: redundant across a call.  */
__attribute__ ((noinline)) void
load_across_call (void)
{
  int a = g;
  leave_g_alone ();
  int b = g;			/* CHECK loads=1 redundant=0 redundant_call=1 */
  sink = a + b;
}

/* Negative: the callee writes g (the same value): neither kind.  */
__attribute__ ((noinline)) void
load_after_callee_writes (void)
{
  int a = g;
  rewrite_g ();
  int b = g;			/* CHECK loads=1 redundant=0 redundant_call=0 */
  sink = a + b;
}

/* A store of the value just loaded is silent; it is not dead, a load
   reads it (load_twice) before anything overwrites it.  */
__attribute__ ((noinline)) void
store_silent (void)
{
  int a = g;
  g = a;			/* CHECK stores=1 silent=1 dead=0 */
}

/* The first store is overwritten unread: dead.  The second is neither
   (a new value).  */
__attribute__ ((noinline)) void
store_dead (void)
{
  g = 1;			/* CHECK stores=1 dead=1 silent=0 stack=0 */
  g = 5;			/* CHECK stores=1 dead=0 silent=0 */
}

/* Negative: a load between the stores keeps the first one alive.  */
__attribute__ ((noinline)) void
store_read_then_overwritten (void)
{
  g = 1;			/* CHECK stores=1 dead=0 */
  sink = g;
  g = 5;
}

/* Stack: a local array's accesses are on the guest stack, the global's
   are not.  */
__attribute__ ((noinline)) void
stack_and_global (void)
{
  volatile int local[4];
  local[1] = 3;			/* CHECK stores=1 stack=1 */
  g = local[1] + 2;		/* CHECK loads=1 stores=1 redundant=1 stack=1 */
}

int
main (void)
{
  for (int i = 0; i < ROUNDS; i++)
    {
      load_twice ();
      load_across_call ();
      load_after_callee_writes ();
      store_silent ();
      store_dead ();
      store_read_then_overwritten ();
      stack_and_global ();
    }
  return g != 5;
}
