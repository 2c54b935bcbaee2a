import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// npm test runs the unit tests beside the Python tests (two busy processes on
// a two-core machine): a chunk a component loads lazily can take more than
// Testing Library's default second to arrive. Waiting longer for what must
// appear weakens no test (none waits for something to stay away).
configure({ asyncUtilTimeout: 5_000 });
