-- objects: metatables, closures, varargs and coroutines: a small
-- class hierarchy, method calls through __index, an iterator made of
-- closures and a producer/consumer pair of coroutines.
local Account = {}
Account.__index = Account
function Account.new(balance) return setmetatable({ balance = balance, log = {} }, Account) end
function Account:deposit(v) self.balance = self.balance + v; self.log[#self.log + 1] = v end
function Account:withdraw(v)
  if v > self.balance then error("insufficient funds") end
  self.balance = self.balance - v; self.log[#self.log + 1] = -v
end
local Savings = setmetatable({}, { __index = Account })
Savings.__index = Savings
function Savings.new(balance, rate)
  local o = Account.new(balance); o.rate = rate
  return setmetatable(o, Savings)
end
function Savings:accrue() self:deposit(self.balance * self.rate // 1) end

local accounts = {}
for i = 1, 300 do accounts[i] = (i % 3 == 0) and Savings.new(i * 10, 0.01) or Account.new(i) end
local failures = 0
for round = 1, 200 do
  for i, a in ipairs(accounts) do
    a:deposit((i * round) % 17)
    if not pcall(a.withdraw, a, (i + round) % 23) then failures = failures + 1 end
    if a.accrue and round % 50 == 0 then a:accrue() end
  end
end
local total = 0
for _, a in ipairs(accounts) do total = total + a.balance end
print(total, failures)

local function counter(step)
  local n = 0
  return function() n = n + step; return n end
end
local cs, sum = {}, 0
for i = 1, 100 do cs[i] = counter(i) end
for _ = 1, 500 do for i = 1, 100 do sum = sum + cs[i]() end end
print(sum)

local function sumall(...)
  local s = 0
  for i = 1, select("#", ...) do s = s + (select(i, ...)) end
  return s
end
local vs = 0
for i = 1, 20000 do vs = vs + sumall(i, i + 1, i + 2, i % 5) end
print(vs)

local producer = coroutine.wrap(function()
  for i = 1, 50000 do coroutine.yield(i * i % 1009) end
  return nil
end)
local csum = 0
while true do
  local v = producer()
  if v == nil then break end
  csum = csum + v
end
print(csum)
assert(total == 104020 and failures == 7226)
assert(sum == 632512500 and vs == 600130000 and csum == 25204022)
