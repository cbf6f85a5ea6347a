import { clsx } from 'clsx';
import { ArrowRight, Bot, Check, ChevronDown, Layers, ListChecks, Mail } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button-variants';
import { LogoMark } from '@client/components/ui/logo';
import { SUPPORT_EMAIL } from '@client/features/auth/support-contact';
import { FAQ, FEATURES, VALUE_POINTS } from './landing-content';
import { SiteHeader } from './site-header';

const HIGHLIGHTS = ['Free to start', 'No credit card', '5 study tools', '24/7 assistance'];

/** Footer links are worded apart from the header anchors so every link name on the page is unique. */
const FOOTER_LINKS = [
  { href: '#features', label: 'Study tools' },
  { href: '#faq', label: 'Study questions' },
  { href: '#about', label: 'Why StudyPilot' },
] as const;

/**
 * /home (spec-1 §2): the public face of StudyPilot. It has to convince a student and reassure a
 * parent or teacher in one scroll, and stay light (no images; ≤ 90 KB of gzipped JS, ARCHITECTURE.md).
 * The server answers /home with its own entry (home.html, home-main.tsx) that has no router, query
 * client or auth, so this page imports none of them: links to /auth are plain page loads. The SPA
 * still lazy-loads it for client-side navigation to /home (after signing out).
 */
export default function LandingPage() {
  return (
    <div className="min-h-screen overflow-x-clip bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Hero />
        <AboutSection />
        <FaqSection />
        <FeaturesSection />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}

function Hero() {
  return (
    <section id="home" aria-labelledby="hero-title" className="relative isolate scroll-mt-16">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] max-w-none -translate-x-1/2 rounded-full bg-linear-to-br from-indigo-500/25 via-violet-500/15 to-fuchsia-500/10 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-28 lg:pt-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm backdrop-blur sm:text-sm">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden />
            Free to start · No credit card required
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-[1.1] tracking-tight text-balance sm:text-5xl lg:text-[3.25rem] xl:text-[3.5rem]"
          >
            Study smarter with your{' '}
            <span className="bg-linear-to-r from-indigo-700 via-violet-700 to-fuchsia-700 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
              AI study companion
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            StudyPilot brings an AI tutor, a quiz generator, smart notes, a study planner and flashcards together in one
            place, tuned to your grade level from 6th grade to graduate school, and ready to help 24/7.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <a href="/auth" className={buttonVariants({ size: 'lg', className: 'shadow-lg shadow-primary/25' })}>
              Start studying free
              <ArrowRight aria-hidden />
            </a>
            <a href="#features" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Explore the 5 tools
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">
            Already have an account?{' '}
            <a href="/auth?tab=signin" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </a>
          </p>
        </div>
        <TutorPreview />
      </div>
    </section>
  );
}

/** A static, text-only picture of the tutor: shows the product without shipping an image. */
function TutorPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-indigo-500/30 via-violet-500/20 to-transparent blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-2xl shadow-indigo-950/20">
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <div className="flex items-center gap-2.5">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white">
              <Bot className="h-4 w-4" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-semibold leading-none">Smart Tutor</p>
              <p className="mt-1 text-xs text-muted-foreground">Algebra · 8th Grade</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-600/10 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:text-emerald-300">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden />
            Online 24/7
          </span>
        </div>
        <div className="grid gap-3 p-4 text-sm">
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2.5 text-primary-foreground">
            How do I solve 2x + 5 = 13?
          </p>
          <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3 leading-relaxed">
            <p>Let's isolate x one step at a time:</p>
            <ol className="mt-2 grid gap-1 pl-5 [list-style:decimal]">
              <li>
                Subtract 5 from both sides: <span className="whitespace-nowrap font-mono font-medium">2x = 8</span>
              </li>
              <li>
                Divide both sides by 2: <span className="whitespace-nowrap font-mono font-medium">x = 4</span>
              </li>
            </ol>
            <p className="mt-2">
              Check: <span className="whitespace-nowrap font-mono">2 × 4 + 5 = 13</span> ✓ Want a similar one to try yourself?
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-border bg-muted/40 p-4 text-xs">
          <div className="flex items-center gap-2 rounded-lg border border-border bg-card p-2.5">
            <ListChecks className="h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">Quiz ready</span>
              <span className="text-muted-foreground">10 questions</span>
            </span>
          </div>
          <div className="flex items-center gap-2 rounded-lg border border-border bg-card p-2.5">
            <Layers className="h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">Flashcards</span>
              <span className="text-muted-foreground">12 due today</span>
            </span>
          </div>
        </div>
      </div>
      <figcaption className="sr-only">An example conversation with the StudyPilot AI tutor.</figcaption>
    </figure>
  );
}

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p>
    </div>
  );
}

function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 border-y border-border bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="about-title"
          eyebrow="About StudyPilot"
          title="Built for the way students actually study"
          intro="Homework at midnight, a test on Friday, three chapters to review: StudyPilot keeps your study tools in one place and explains things the way your teacher would, at your level."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUE_POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-title"
          eyebrow="Study questions"
          title="Questions students ask us"
          intro="How StudyPilot fits into your homework, revision and exam prep."
        />
        {/* Native disclosures: one open at a time (shared name), keyboard and screen reader support
            built in, and no accordion script on the landing page. */}
        <div className="mt-12 rounded-2xl border border-border bg-card px-5 text-card-foreground shadow-sm sm:px-6">
          {FAQ.map((item, i) => (
            <details key={item.question} name="faq" open={i === 0} className="group border-b border-border last:border-b-0">
              <summary className="flex cursor-default list-none items-center justify-between gap-4 py-4 text-left text-base font-medium transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <div className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 border-t border-border bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Five study tools that work together"
          intro="Learn a topic with the tutor, capture it in notes, test yourself with a quiz, lock it in with flashcards and fit it all into your week."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, points, icon: Icon, tile }, i) => (
            <li
              key={title}
              className={clsx(
                'group relative flex flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-lg',
                i === 0 && 'lg:col-span-2',
              )}
            >
              <span
                className={clsx(
                  'flex h-12 w-12 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-md',
                  tile,
                )}
              >
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
              <ul className="mt-4 grid gap-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 via-violet-700 to-purple-800 px-6 py-14 text-center text-white shadow-2xl shadow-indigo-900/30 sm:px-12 sm:py-20">
          <div aria-hidden className="absolute -right-24 -top-24 -z-10 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
          <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 h-80 w-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to make your next study session count?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-indigo-50">
            Create your free account in a minute. No credit card, 5 tools, and help whenever you need it.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {/* Colours of their own on the gradient: no variant, so no class to merge away. */}
            <a
              href="/auth"
              className={buttonVariants({
                variant: null,
                size: 'lg',
                className: 'bg-white text-indigo-800 shadow-lg hover:bg-indigo-50',
              })}
            >
              Create my free account
              <ArrowRight aria-hidden />
            </a>
            <a
              href="/auth?tab=signin"
              className={buttonVariants({
                variant: null,
                size: 'lg',
                className: 'border border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white',
              })}
            >
              I already have an account
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  return (
    <footer id="contact" aria-labelledby="contact-title" className="scroll-mt-16 border-t border-border bg-card text-card-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
            <LogoMark />
            <span>StudyPilot</span>
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted-foreground">
            Your AI study companion from 6th grade to graduate school. Works offline out of the box, or with OpenAI,
            Anthropic or a local model.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Explore</h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/auth" className="text-muted-foreground transition-colors hover:text-foreground">
                Create an account
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 id="contact-title" className="text-sm font-semibold">
            Contact
          </h2>
          <div className="mt-4 grid gap-3 text-sm leading-relaxed text-muted-foreground">
            {SUPPORT_EMAIL ? (
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
              >
                <Mail className="h-4 w-4" aria-hidden />
                {SUPPORT_EMAIL}
              </a>
            ) : (
              <p>Questions about your account? Ask your teacher or the school administrator who runs StudyPilot for you.</p>
            )}
            <p>Schools and teachers can run StudyPilot on their own server for a whole class.</p>
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 md:text-left">
          © 2025 StudyPilot. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
