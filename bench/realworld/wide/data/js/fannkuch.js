// fannkuch.js - fannkuch-redux of the benchmarks game (ES5): permutations
// of an array, with flips; checks the known checksum and maximum.
function fannkuch(n) {
  var perm = [], perm1 = [], count = [], i, j, k, t, r = n;
  var maxFlips = 0, checksum = 0, permCount = 0;
  for (i = 0; i < n; i++) perm1[i] = i;
  for (;;) {
    while (r !== 1) { count[r - 1] = r; r--; }
    for (i = 0; i < n; i++) perm[i] = perm1[i];
    var flips = 0;
    while ((k = perm[0]) !== 0) {
      for (i = 0, j = k; i < j; i++, j--) { t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
      flips++;
    }
    if (flips > maxFlips) maxFlips = flips;
    checksum += permCount % 2 === 0 ? flips : -flips;
    for (;;) {
      if (r === n) return [checksum, maxFlips];
      var p0 = perm1[0];
      for (i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = p0;
      count[r]--;
      if (count[r] > 0) break;
      r++;
    }
    permCount++;
  }
}

var res = fannkuch(7);
print(res[0]);
print("Pfannkuchen(7) = " + res[1]);
if (res[0] !== 228 || res[1] !== 16) throw new Error("fannkuch: wrong result " + res);
