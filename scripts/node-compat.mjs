// Node 20 lacks a few ES2024 built-ins that the test runner's reporters use (added in Node 21/22).
// Loaded with --import by scripts/test.mjs; the application itself does not depend on them.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => Object.fromEntries(Map.groupBy(items, keyOf));
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
