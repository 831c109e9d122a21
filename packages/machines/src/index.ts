// The console's machines and pure logic (issue: "The machines"). Nothing is exported yet.
export {};
