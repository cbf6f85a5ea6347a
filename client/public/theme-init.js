// Apply the last theme before first paint so there is no flash; dark is the default.
// A separate file (not inline) so the Content-Security-Policy can forbid inline scripts.
try {
  if (localStorage.getItem('studypilot-theme') === 'light') document.documentElement.classList.remove('dark');
} catch (e) {
  /* storage unavailable: keep the dark default */
}
