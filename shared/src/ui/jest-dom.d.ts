// Types for the DOM matchers (toBeInTheDocument…) that build/jest-setup-dom.js installs for the tests.
/// <reference types="@testing-library/jest-dom" />
