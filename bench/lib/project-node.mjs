// The Lighthouse runs need the project's Node: Lighthouse 13 declares Node ≥ 22.19 and the project
// runs on Node 24 LTS (package.json engines; README, "Node"). On an older Node they stop at once
// with the command that runs them on Node 24, instead of failing somewhere inside Lighthouse.
const PROJECT_NODE_MAJOR = 24;

export function refuseOlderNode(script) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= PROJECT_NODE_MAJOR) return;
  console.error(
    `[bench] ${script} needs Node ${PROJECT_NODE_MAJOR} (Lighthouse 13 needs Node ≥ 22.19; this is Node ${process.versions.node}).\n` +
      `Run it as \`scripts/with-node.sh npm run ${script}\`: it uses Node ${PROJECT_NODE_MAJOR} from the npm registry when the machine's is older (README, "Node").`,
  );
  process.exit(1);
}
