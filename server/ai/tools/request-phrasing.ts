/**
 * What a student writes around the maths: a greeting, a request ("can someone help me with this
 * one:"), the kind of problem named ("solve the compound inequality …"), and instructions on the
 * form of the answer ("…, give the answer in interval notation", "without a calculator", "(exact or
 * 3 dp)"). None of it changes the problem, and every tool answers in its own full form (exact value,
 * decimal, interval notation, steps), so it is taken out before the question is routed. Rounding
 * ("to 3 dp") is read separately: it does change the answer shown.
 */

const GREETING = /^(?:hey+|hi+|hello|yo|ok(?:ay)?|so|um+|hmm+|quick question)\b[\s,!.:-]*|^(?:without\s+(?:a\s+|using\s+a\s+|any\s+)?calculators?|no\s+calculators?(?:\s+allowed)?|non[- ]calculator)\s*[,:;-]?\s*|^for\s+(?:my\s+|our\s+|a\s+)?(?:maths?\s+|physics\s+|chemistry\s+|chem\s+|stats\s+|science\s+|calc(?:ulus)?\s+|algebra\s+)?(?:homework|hw|class|test|exam|revision|assignment|worksheet)\s*[,:;-]\s*|^question\s*:\s*|^(?:i'?m\s+)?stuck\s+on\s+(?:this|these)(?:\s+one)?\s*[:,-]?\s*|^(?:quick|easy|hard|tricky)\s+one\s*[:,-]\s*|^(?:here'?s|this\s+is)\s+(?:my|the|a)\s+(?:question|problem)\s*[:,-]\s*/i;

/** A worksheet's label before the question: "Q3)", "Question 5:", "2.", "4b)", "(a)". */
const QUESTION_LABEL = /^(?:(?:q|question|ex(?:ercise)?|problem|prob)\s*\.?\s*\d{1,3}[a-z]?\s*[).:-]\s*|\d{1,2}[a-z]?\s*\)\s*|\d{1,2}\.\s+(?=[a-z])|\(\s*[a-h]\s*\)\s+|[a-h]\)\s+)/i;

/** Help asked for around the question: "pls help", "idk how to do this one:", "I'm lost". */
const HELP_LEAD = /^(?:(?:pls|please|plz)\s+help(?:\s+me)?|help\s+(?:pls|please|plz)|idk\s+how\s+to\s+do\s+(?:this|these|it)(?:\s+one)?|i\s+(?:don'?t|do\s+not)\s+(?:get|understand)\s+(?:this|these)(?:\s+one)?)\s*[:,.!-]*\s*/i;
const HELP_TAIL =
  /(?:\s*[,.;?!:]\s*|\s+-+\s+|\s+)(?:(?:pls|please|plz)\s+help(?:\s+me)?|help(?:\s+(?:pls|please|plz|me))?|(?:pls|please|plz|thx|thanks?(?:\s+(?:you|so\s+much))?|ty)|idk(?:\s+(?:how|what|why|where)\b[^=<>≤≥]*)?|i\s+(?:don'?t|do\s+not)\s+(?:know|get|understand)\b[^=<>≤≥]*|i'?m\s+(?:so\s+)?(?:lost|confused|stuck)\b[^=<>≤≥]*|we\s+(?:just\s+)?(?:did|learned|learnt|covered|are\s+(?:doing|learning))\b[^=<>≤≥\d]*|how\s+(?:do|would|should|can)\s+(?:i|you|we)\s+(?:solve|do|work\s+out|answer)\s+(?:this|it|these)(?:\s+one)?(?:\s+without\s+[^=<>≤≥\d]*)?)\s*[.!?]*\s*$/i;

/**
 * A remark after the maths, in the same sentence: "x/3 + 2 = x/2 − 1 how do i get rid of the
 * fractions", "|x| + 2 < 1 ... is this even possible", "27^(2/3), i keep getting 18", "x^2 ≤ 9 whats
 * the solution set", "…, 0 ≤ x ≤ 360 degrees, find all the x values". It says how the student feels
 * or what they tried; the problem before it is unchanged. A remark holding a relation is never taken.
 */
const REMARK_TAIL =
  /(?<=[\d)\]|²³a-zA-Zπ°])(?:\s*[,;.?!…]+\s*|\s+(?:[-—–]+\s+)?)(?![^=<>≤≥]*\b(?:(?:the|both|only\s+the)\s+(?:positive|negative)|(?:positive|negative)\s+(?:solutions?|roots?|answers?|values?|ones?|numbers?)|greater\s+than|less\s+than|integers?|whole\s+numbers?|between|(?:in|to)\s+(?:degrees?|radians?)|(?:as|in|to)\s+(?:an?\s+)?(?:decimals?|fractions?|percent(?:age)?|exact)|decimal\s+places|nearest|significant|interval|notation|only\s+need|only\s+want)\b)(?:(?:can|could|should|may|do|must)\s+i\b[^=<>≤≥]*|how\s+many\s+(?:answers|solutions|roots)\s+(?:should|will|would|are|do|does|can|is)\b[^=<>≤≥\d]*|(?:is|was|should)\s+(?:this|that|it|the\s+answer)\s+(?:supposed|meant|going|just|really|simply)\b[^=<>≤≥]*|(?:how|why)\s+(?:do|does|did|would|can|should|is|are)\s+(?:i|you|we|it|this|that)\b[^=<>≤≥]*|(?:but\s+|and\s+)?i\s*(?:'?m|am|keep|kept|only|just|think|thought|tried|dont|don'?t|can'?t|cant|always|never)\b[^=<>≤≥]*|(?:but\s+)?my\s+(?:teacher|friend|book|textbook|calculator|tutor|class|answer|mate|dad|mum|mom)\b[^=<>≤≥]*|(?:is|was)\s+(?:this|that|it)\s+(?:even\s+)?(?:possible|right|correct|true|allowed|a\s+trick)\b[^=<>≤≥\d]*|(?:the\s+)?(?:mixed\s+numbers?|fractions?|negatives?|brackets?|decimals?|powers?|exponents?|logs?|surds?)\s+(?:confuse|confuses|trip|are\s+confusing|is\s+confusing|mess)\b[^=<>≤≥\d]*|what(?:'?s|\s+is|\s+are)\s+the\s+(?:solution\s+set|solutions?|answers?|roots?)\b[^=<>≤≥\d]*|(?:find|give|list|what\s+are)\s+(?:all\s+)?(?:the\s+|of\s+the\s+)?(?:possible\s+)?(?:real\s+)?(?:[a-z]\s+|[a-z][- ])?(?:values?|solutions?|answers?|angles?|roots?|zeros?)\b(?:\s+(?:of|for)\s+[a-z])?)\s*[.?!]*\s*$/i;

/** A sentence about the question, not part of it: "my calculator says math error??", "is that right?". */
const ASIDE_SENTENCE =
  /\b(?:check\s+(?:for|your|that|the)\b|(?:the\s+)?answer\s+is\s+(?:supposed|meant)\s+to\b|(?:the\s+)?hint\s+(?:says|is|said)\b|show\s+(?:all\s+)?(?:your\s+)?(?:working|work|steps)|where\s+log\s+means\b|i\s+(?:keep\s+getting|kept\s+getting)\b|my\s+answer\s+(?:is|was)\b|we'?re\s+(?:doing|learning|studying|on|covering)|(?:this\s+is\s+(?:a|from)\s+)?revision\s+question|question\s+from\s+(?:our|my|the)|(?:from|in)\s+(?:our|my|the)\s+(?:\w+\s+)?(?:chapter|unit|textbook|worksheet)|my\s+(?:calculator|teacher|tutor|friend|textbook|book|class|mom|mum|dad)|calculator\s+says|is\s+(?:that|this|it)\s+(?:right|correct|true|a\s+trick\s+question)|is\s+that\s+all\s+of\s+them|am\s+i\s+right|idk|i\s+(?:don'?t|do\s+not|can'?t|cannot)\s+(?:know|get|understand|work\s+out|figure)|i'?m\s+(?:so\s+)?(?:lost|confused|stuck)|what\s+are\s+(?:the\s+)?(?:solutions?|roots?|answers?)|we\s+(?:just\s+)?(?:did|learned|learnt|covered)|(?:pls|please|plz)\s+help|thanks?|do\s+i\s+(?:use|need)\b|(?:exact|decimal)\s+(?:answer\s+)?(?:is\s+(?:fine|ok|okay)|too|as\s+well)|i\s+need\s+(?:the\s+)?(?:decimal|exact)|(?:just|only)\s+(?:the\s+)?[a-z][- ]?(?:values?|coordinates?|co-ordinates?)|(?:tree\s+diagram|venn\s+diagram)\s+question)\b/i;

const ATTEMPT = /^\s*(?:\.+\s*)?(?:but\s+)?i\s+got\s+[-−]?\d[^.?!]*?(?:\bbut\b|\bis\s+(?:that|it|this)\s+(?:right|correct)\b|\b(?:right|correct)\s*\?)|^\s*(?:\.+\s*)?(?:but\s+)?i\s+(?:keep\s+getting|kept\s+getting|got\s+(?:the\s+answer|an\s+answer|(?=[a-z]\s*[=<>≤≥]))|think\s+(?:it'?s|the\s+answer)|(?:squared|multiplied|divided|added|subtracted|moved|factori[sz]ed|expanded|tried|did|used|cross[- ]multiplied)\b[^.?!]*\b(?:got|get|getting)\b)\b|^\s*is\s+it\s+[-−]?\d[^.?!]*\bor\b|^\s*me\s+and\s+my\s+\w+\s+got\b|^\s*my\s+answer\s+(?:is|was)\b|^\s*(?:but\s+)?my\s+(?:friend|mate|classmate|teacher|brother|sister|partner|calculator)\s+(?:just\s+|also\s+|then\s+)?(?:got|gets|says|said|thinks|divided|did|wrote|reckons|multiplied|added|subtracted|used|tried|found|squared|cancelled|is|gives|shows)\b|^\s*(?:the\s+)?hint\s+(?:says|is|said)\b/i;

/** "my friend says 3/4 + 5/6 = 8/10": a claimed value of a sum with no unknown in it, whose true value is asked. */
const CLAIMED_VALUE = /^\s*(?:but\s+)?(?:my\s+(?:friend|mate|classmate|teacher|brother|sister|partner)\s+(?:says|said|thinks|reckons|got|wrote|did|worked\s+out)|i\s+(?:got|think|thought|did))\s+(?:that\s+)?([\d\s.+\-−×÷*/()^²³]+?)\s*(?:=|\band\s+(?:got|gets|get)\b|\bgives\b|\bcomes\s+to\b)\s*-?\d[\d\s./]*(?=\s|[,?!.]|$)/i;

/** A number, a power, a root, a relation or d/dx: the sentence holds maths. */
const HOLDS_MATHS = /[\d²³√∫π=<>≤≥^]|\bd\/d[a-z]\b/;

/** Sentences that only talk about the question are dropped when another sentence holds the maths. */
export function withoutAsides(raw: string): string {
  // "(i think one of them is limiting but idk which)": a remark in brackets about the student, not the problem.
  const text = raw.replace(/\s*\((?=[^()]*\b(?:idk|i\s+think|i\s+don'?t\s+know|not\s+sure|i'?m\s+(?:confused|lost|stuck)|pls|please\s+help)\b)[^()\d]*\)\s*(?=[.?!]*$|[.?!]?\s)/gi, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+(?=[A-Za-z])/);
  if (sentences.length < 2) return text;
  // Only the claim holds numbers, and the next sentence asks for the real answer: the sum is the question.
  const claim = CLAIMED_VALUE.exec(sentences[0]);
  if (claim && /[+\-−×÷*/^²³]/.test(claim[1].trim().slice(1)) && sentences.slice(1).every((sentence) => !/\d/.test(sentence)) && sentences.slice(1).some((sentence) => /\b(?:answer|right|correct|real|actual|really|is\s+it)\b/i.test(sentence))) return claim[1].trim();
  // A sentence about the student's own attempt goes even with numbers in it ("I keep getting x > 2").
  const kept = sentences.filter((sentence) => !ATTEMPT.test(sentence) && (HOLDS_MATHS.test(sentence) || !ASIDE_SENTENCE.test(sentence)));
  return kept.length && kept.length < sentences.length && kept.some((sentence) => HOLDS_MATHS.test(sentence)) ? kept.join(' ') : text;
}

/**
 * A remark in brackets at the end, with no number in it: "(those are mixed numbers)", "(mixed number
 * is fine)", "(use a negative number for a decrease)". One that sets a convention the answer
 * depends on (degrees, radians, a base, sample or population) stays, and so does one that names the
 * unknowns ("(call the bigger one x and the smaller y)").
 */
const ASIDE_TAIL = /(?<=\S)\s+\((?=(?:[^()]*?\b[a-z]{3,}\b){2})(?![^()]*(?:\b(?:ln|log|sin|cos|tan|sqrt|exp|dx|dy|dt)\b|[²³^*/+\-−√]))(?![^()]*(?:degree|radian|°|\bbase\b|\blog|\bsample\b|\bpopulation\b|\bmedian\b|\bhalves\b|\bexclusive\b|\binclusive\b|\bmethod\b|\bexact|\bnotation\b|\bg\s*=|\bassume|\bignore|\bper\b|\bin\s+[a-z]+\/|\bunits?\b|\bcall\b|\blet\b|\bnamed?\b|\bstands?\s+for\b|\brepresents?\b))[^()\d=<>]{3,60}\)\s*[.!?]*\s*$/i;

/** "can u help me find", "i need help with this one:", "could someone show me how to". */
const REQUEST_LEAD =
  /^(?:(?:can|could|would|will)\s+(?:you|u|someone|somebody|anyone|any1)\s+(?:please\s+|pls\s+)?(?:help\s+(?:me\s+)?(?:to\s+)?(?:with\s+)?(?:this(?:\s+one)?\s*[:,-]?\s*)?|show\s+me\s+(?:how\s+to\s+)?|tell\s+me\s+|do\s+(?=[\d(√−-]))?|i\s+(?:need|want)\s+(?:some\s+)?help\s+(?:with\s+)?(?:this(?:\s+one)?|the\s+following|my\s+homework)?\s*[:,-]?\s*|(?:please\s+|pls\s+)?help\s+(?:me\s+)?(?:with\s+)?(?:this(?:\s+one)?\s*[:,-]\s*)?|i\s+(?:need|have|want)\s+to\s+|how\s+(?:do|would|can|should)\s+(?:i|you|we)\s+)/i;

/** "solve the compound inequality", "solve the following system of equations:": the kind of problem named. */
const NAMED_KIND =
  /\bsolve\s+(?:the\s+|this\s+|these\s+)?(?:following\s+)?(?:pair\s+of\s+|two\s+)?(?:compound\s+|double\s+|combined\s+|linear\s+|quadratic\s+|cubic\s+|quartic\s+|polynomial\s+|simultaneous\s+|absolute[-\s]value\s+|exponential\s+|logarithmic\s+|trig(?:onometric)?\s+|rational\s+|radical\s+)?(?:equations?|inequalit(?:y|ies)|system(?:\s+of\s+(?:linear\s+)?equations)?|cubic|quartic|quadratic)\b(?:\s+for\s+([a-z])\b)?\s*:?\s*/i;

/** "Solve for x, y, z:", "solve for a, b and c": every unknown named, a system follows. */
const SOLVE_FOR_SEVERAL = /^(?:solve\s+for|find)\s+[a-z](?:\s*,\s*[a-z])*\s*,?\s*(?:and\s+)?[a-z]\s*[:,-]?\s*(?=\S)(?=[^=]*=[^=]*[,;][^=]*=)/i;

/** "the recurring decimal 0.3636…", "the number 0.45": what the value is called. */
const VALUE_CALLED = /\b(?:the\s+)?(?:recurring|repeating)\s+decimal\s+/gi;

/** "find all real solutions of", "for which x is", "find the roots of": asking to solve. */
const SOLVE_ASK =
  /^(?:find|what\s+are|give|determine|list)\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?(?:solutions?|roots?|zeros?|zeroes)\s+(?:of|to|for)\s+(?:the\s+equation\s+)?|^(?:find|give|determine|state|what\s+are)\s+(?:all\s+)?(?:the\s+)?(?:set\s+of\s+|range\s+of\s+)?(?:real\s+)?(?:possible\s+)?values?\s+of\s+[a-z]\s+(?:for\s+which|such\s+that|that\s+satisfy|satisfying|where|with)\s+(?:both\s+)?|^for\s+(?:which|what)\s+(?:real\s+)?(?:values?\s+of\s+)?(?:real\s+)?([a-z])\s+(?:is|does|are)\s+|^(?:find|give|determine|list)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:real\s+)?(?:numbers?\s+)?[a-z]\s+(?:such\s+that|for\s+which|that\s+satisf(?:y|ies)|satisfying|with|where)\s+/i;

/** "how many real solutions does x² + 4x + 7 = 0 have, and what are they": the equation solved. */
const HOW_MANY_ROOTS = /^how\s+many\s+(?:real\s+|different\s+|distinct\s+)*(?:solutions?|roots?|zeros?|zeroes)\s+(?:does|do|has|have|are\s+there\s+(?:to|for|of|in)?)\s*(?:the\s+equation\s+)?([^=]+?=[^=]+?)(?:\s+(?:have|has))?\s*(?:[,;]?\s*(?:and\s+)?(?:what\s+are\s+they|find\s+them|list\s+them|give\s+them|solve\s+it|state\s+them))?\s*[?.!]*$/i;

/** "the exact value of sin(π/3)", "what is the exact value of cos 150°": a value to work out (exactly, as every value is). */
const EXACT_VALUE = /^(?:(?:give|find|state|write\s+down|what\s+is|work\s+out|calculate|determine)\s+)?(?:the\s+)?exact\s+value\s+of\s+/i;

/** The form of the answer asked for, at the end: every tool already gives it. */
const FORM_OF_ANSWER = String.raw`(?:(?:i\s+)?need\s+(?:it|the\s+answer|this|them)\s+(?:as|in)\s+(?:an?\s+)?(?:fraction|decimal|percentage|mixed\s+number)s?(?:\s+form)?|(?:please\s+)?(?:give|giving|write|writing|express|leave|state|put|present)\s+(?:down\s+)?(?:the\s+|your\s+|ur\s+|my\s+|it\s+|them\s+|all\s+)?(?:final\s+)?(?:answers?|results?|solutions?|it|them)?\s*(?:as|in|using)\s+(?:an?\s+)?(?:exact|simplest|lowest|interval|fraction|decimal|set|surd|scientific|standard|radical|mixed|improper|whole|percentage|ordinary|normal)[\w\s-]*|(?:(?:(?:give\s+|write\s+)?(?:the\s+|your\s+|ur\s+|my\s+)?answers?|write\s+it|give\s+it|put\s+it)\s+)?(?:(?:in|using)\s+)?(?:interval|set[-\s]builder)\s+notation|(?:(?:answer|write it|give it)\s+)?(?:in\s+)?(?:standard\s+(?:index\s+)?form|(?:scientific|standard)\s+notation)|(?:by|using|with)\s+(?:integration\s+by\s+)?(?:parts|substitution|the\s+(?:product|quotient|chain)\s+rule)|(?:using|with|by\s+taking|by\s+using)\s+(?:logs|logarithms|natural\s+logs|the\s+quadratic\s+formula|the\s+formula|completing\s+the\s+square|factori[sz](?:ation|ing)|elimination|the\s+elimination\s+method|substitution|the\s+substitution\s+method|(?:the\s+)?inverse\s+matri(?:x|ces)|matri(?:x|ces)|implicit\s+differentiation|a\s+compound\s+angle\s+formula|the\s+compound\s+angle\s+formulae?|the\s+(?:sine|cosine)\s+rule|pythagoras(?:'?\s*theorem)?|trig(?:onometry)?|conservation\s+of\s+energy)|(?:in\s+)?(?:its\s+)?(?:lowest|simplest)\s+(?:terms|form)|(?:over|in|for)\s+(?:the\s+)?(?:real\s+numbers|reals|real\s+[a-z]|ℝ)|(?:and\s+)?simplify(?:\s+(?:it|fully|your answer))?|and\s+(?:then\s+)?(?:give|find|state|work\s+out|write\s+down)\s+(?:the|its|your)\s+(?:exact\s+|numerical\s+|decimal\s+)?value|(?:give|state|write(?:\s+down)?)\s+(?:the\s+)?solution\s+set|without\s+(?:a\s+|using\s+a\s+|any\s+)?calculators?|(?:please\s+|pls\s+)?(?:show|with|include)\s+(?:all\s+)?(?:your\s+|the\s+|my\s+)?(?:working|workings|work|steps|method)(?:\s+(?:please|pls))?|(?:and\s+)?(?:do\s*n'?t|do\s+not)\s+divide\s+by\s+[^,.;]+?(?:\s+(?:please|pls))?|step\s+by\s+step|simultaneously|(?:giving\s+(?:your\s+)?answer\s+)?in\s+the\s+form\s+(?:y\s*=\s*[a-wz]\s*x\s*\+\s*[a-wz]|a\s*x\s*\+\s*b\s*y\s*(?:\+\s*c\s*)?=\s*[0c])|at\s+the\s+same\s+time|(?:give\s+|giving\s+)?(?:an?\s+|the\s+|your\s+)?exact\s+(?:answers?|values?|form)|,?\s*where\s+log\s+means\s+log\s+(?:to\s+)?base\s+10|exact(?:ly)?|exact\s+or\s+(?:to\s+)?\d+\s*(?:d\.?p\.?|decimal\s+places?|s\.?f\.?)(?:\s+(?:is|are)\s+(?:fine|ok(?:ay)?))?|(?:give|find|state|what\s+are)\s+(?:both\s+)?([a-z])\s+and\s+([a-z])|for\s+[a-z](?:\s*,\s*[a-z])*\s*,?\s*and\s+[a-z])`;

const TAIL = new RegExp(String.raw`(?:\s*[,;.?!]+\s*|\s+-+\s+|\s+(?:and|then|&)\s+|\s+)(?:${FORM_OF_ANSWER})\s*[.!?]*\s*$`, 'i');
const BRACKETED_TAIL = new RegExp(String.raw`(?<![A-Za-z])\s*\(\s*(?:${FORM_OF_ANSWER}|(?:give\s+)?(?:the\s+)?answers?\s+in\s+(?:radians|degrees)|(?:by\s+|using\s+|with\s+)?(?:the\s+)?(?:elimination|substitution|graphical)(?:\s+method)?(?:\s+(?:pls|please|plz))?|(?:for\s+|find\s+)?(?:[a-z](?:\s*,\s*[a-z])+(?:\s*,?\s*and\s+[a-z])?|[a-z]\s*,?\s*and\s+[a-z])|(?:as|in)\s+(?:an?\s+)?(?:fraction|decimal|mixed\s+number|improper\s+fraction)(?:\s+(?:pls|please))?|(?:an?\s+)?(?:decimals?|fractions?|exact)\s+(?:answers?\s+)?(?:is\s+|are\s+)?(?:ok(?:ay)?|fine)|(?<=π[^()]*\(\s*)(?:in\s+)?radians)\s*\?*\s*\)\s*[.!?]*\s*$`, 'i');

/** "x^2 ≤ 9 solve", "2x + 3 = 7 solve for x": the verb written after the problem. */
const TRAILING_VERB = /^(.+?[=<>≤≥≠].+?)\s*[,.;:]?\s+(solve|solve\s+for\s+[a-z]|simplify|evaluate|find\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:real\s+)?(?:values?\s+of\s+)?[a-z]|solve\s+it|(?:what\s+is\s+)?[a-z]\s*=\s*\?|(?:find|give|list)\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?(?:solutions|roots|zeros))\s*[?.!]*$/i;

/** "where do the lines y = 2x + 1 and y = −x + 7 intersect": the two equations solved together. */
const INTERSECTION = /^(?:where|at\s+what\s+points?|find\s+where|find\s+(?:the\s+)?x[- ]coordinates?\s+(?:of\s+the\s+points?\s+)?where|find\s+(?:the\s+)?(?:point|points|coordinates)\s+(?:of\s+intersection|where|at\s+which))\s*(?:do(?:es)?\s+)?(?:the\s+)?(?:straight\s+)?(?:lines?|graphs?|curves?)?\s*(?:of\s+)?([^=]+?=[^=]+?)\s+and\s+(?:the\s+line\s+)?([^=]+?=[^=]+?)\s*(?:intersect|meet|cross)\b.*$/i;

/** "where does the line y = 2x meet the curve y = x² + 1": the first meets the second. */
const MEETS = /^(?:where|at\s+what\s+points?|find\s+where|find\s+(?:the\s+)?(?:point|points|coordinates)\s+(?:where|at\s+which))\s*(?:do(?:es)?\s+)?(?:the\s+)?(?:straight\s+)?(?:lines?|graphs?|curves?|parabola|circle)?\s*(?:of\s+)?([^=]+?=[^=]+?)\s+(?:meets?|intersects?|cross(?:es)?|cuts?)\s+(?:the\s+)?(?:straight\s+)?(?:lines?|graphs?|curves?|parabola|circle)?\s*(?:of\s+)?([^=]+?=[^=]+?)(?:\s+at\s+(?:two|2|one|1)\s+points?)?\s*(?=[?.!]*$|[.;]\s+\w)/i;

/** "y = 2x − 1 and y = −x + 8. where do they intersect?": the equations first, the ask after them. */
const THEN_WHERE = /^([^=]+?=[^=]+?)\s*(?:,|;|\band\b)\s*([^=]+?=[^=]+?)\s*[.,;]?\s+(?:where|at\s+what\s+points?|find\s+where)\s+do\s+(?:they|the\s+(?:two\s+)?(?:lines|graphs|curves))\s+(?:intersect|meet|cross)\b[^=]*$/i;

/** "ethane burns in oxygen: C2H6 + O2 -> CO2 + H2O. balance it": the equation named first, the ask after it. */
const BALANCE_AFTER = /^(?:[^:]*:\s*)?((?:\d*[A-Z][A-Za-z0-9()]*\s*\+\s*)*\d*[A-Z][A-Za-z0-9()]*\s*(?:->|→|=>|⟶)\s*(?:\d*[A-Z][A-Za-z0-9()]*\s*\+\s*)*\d*[A-Z][A-Za-z0-9()]*)\s*[.,;]?\s+balance\s+(?:it|this|the\s+equation)\b[^>]*$/i;

/** "find x if tan x = 1.5 and 0° < x < 90°": an equation on an interval. */
const FIND_IF_ON = /^find\s+([a-z])\s+(?:if|when|given(?:\s+that)?)\s+([^<>≤≥]+?=[^<>≤≥]+?)\s*,?\s+(?:and|with|for|where|on)\s+([-−+\d.,°π\s/]+\s*(?:<|<=|≤)\s*\1\s*(?:<|<=|≤)\s*[-−+\d.,°π\s/]+)$/i;

/** "Write 4.7 × 10⁻³ as an ordinary number": the value is the answer (written out in full). */
const AS_ORDINARY_NUMBER = /^(?:write|express|convert|give|change|put)\s+(.+?)\s+(?:as|in|to|into)\s+(?:an?\s+)?(?:ordinary|normal|decimal)\s+(?:number|form|notation)\s*[?.!]*$/i;

/** "Rationalise the denominator: 6/√3": simplified, a surd's exact form has a rational denominator. */
const RATIONALISE = /^(?:please\s+)?rationali[sz]e\s+(?:the\s+denominator\s*(?:of|in|for)?\s*)?[:,-]?\s*(?:the\s+(?:fraction|expression)\s*)?[:,-]?\s*/i;

/** "The circle x² + y² = 25 meets the line y = x + 1 at two points. Find …": the two solved together, the ask kept. */
const THE_CURVE_MEETS = /^(?:the\s+)?(?:straight\s+)?(?:line|curve|circle|parabola|graph)\s+(?:of\s+)?([^=]+?=[^=]+?)\s+(?:meets|intersects|crosses|cuts)\s+(?:the\s+)?(?:straight\s+)?(?:line|curve|circle|parabola|graph)\s+(?:of\s+)?([^=]+?=[^=]+?)(?:\s+at\s+(?:two|2|one|1)\s+points?)?(?=[.;]\s+\w|[?.!]*$)/i;

/** "use the product rule to differentiate …": the method is shown in the steps anyway. */
const METHOD_LEAD = /^(?:use|using)\s+(?:the\s+)?(?:substitution|elimination)(?:\s+method)?\s*[:,-]?\s*(?=\S)|^(?:use|using)\s+(?:the\s+)?(?:product|quotient|chain|power|sum)\s+rule\s*(?:to\s+|,\s*)?|^(?:use|using)\s+(?:the\s+)?change\s+of\s+base(?:\s+formula)?\s*(?:to\s+(?:work\s+out|find|calculate|evaluate)\s+|,\s*)?|^(?:solve\s+)?(?:by|using)\s+(?:substitution|elimination|the\s+substitution\s+method|the\s+elimination\s+method|factori[sz]ing|factori[sz]ation|completing\s+the\s+square|the\s+quadratic\s+formula)\s*[:,-]?\s*(?=\S)/i;

/** arcsin, asin, sin⁻¹, sin^-1, inverse sine. */
const INVERSE_TRIG = /\barc\s*(?:sin|cos|tan)|\ba(?:sin|cos|tan)\b|\b(?:sin|cos|tan)\s*(?:\^\s*\(?\s*-\s*1|⁻¹)|\binverse\s+(?:sin|cos|tan)/i;

/** The question with greetings, requests and answer-form instructions taken out. */
export function stripRequestPhrasing(text: string): string {
  let s = withoutAsides(text.trim());
  // "tan⁻¹(1) (answer in degrees)": for an inverse trig value (no equation), degrees is the unit of the answer, kept.
  if (INVERSE_TRIG.test(s) && !/[<>≤≥]|=(?!\s*\?)/.test(s)) s = s.replace(/\s*\(\s*(?:give\s+)?(?:the\s+|your\s+)?answers?\s+in\s+degrees\s*\)\s*[?.!]*\s*$/i, ' in degrees');
  for (let guard = 0; guard < 4; guard++) {
    const before = s;
    s = s.replace(QUESTION_LABEL, '').replace(GREETING, '').replace(HELP_LEAD, '').replace(REQUEST_LEAD, '').trim();
    if (s === before) break;
  }
  for (let guard = 0; guard < 4; guard++) {
    const before = s;
    s = s.replace(BRACKETED_TAIL, '').replace(TAIL, '').replace(HELP_TAIL, '').replace(ASIDE_TAIL, '').trim();
    // "lim x→3 of (x² − 9)/(x − 3)? i get 0/0": what the student got, after the question mark.
  s = s.replace(/\?+\s*(?:but\s+)?i\s+(?:get|got|keep\s+getting)\b[^=<>≤≥]*$/i, '').trim();
  // Only when maths is left: "how do i solve 2x + 3 = 7" is not a remark after the maths.
    const remark = REMARK_TAIL.exec(s);
    if (remark && /\d[^=<>≤≥]*[=<>≤≥+\-−×÷*/^]|[=<>≤≥+\-−×÷*/^²³√][^=<>≤≥]*\d|^(?:integrate|differentiate|∫|d\/dx)\b.*[a-z]\s*\^|\bd[a-z]\b|(?<![a-z])(?:ln|log|sin|cos|tan|sqrt|exp)\s*\(?\s*[-−]?\d/i.test(s.slice(0, remark.index))) s = s.slice(0, remark.index).trim();
    if (s === before) break;
  }
  // "(we use n-1)", "(divide by n − 1)": the sample standard deviation or variance.
  const nMinusOne = /\s*[(,;]?\s*(?:we\s+|i\s+)?(?:use|divide\s+by|dividing\s+by|with|using)\s+(?:the\s+)?n\s*[-−]\s*1\s*\)?\s*[.!?]*\s*$/i;
  if (nMinusOne.test(s) && /\b(?:standard\s+deviation|variance|s\.?d\.?)\b/i.test(s)) {
    s = s.replace(nMinusOne, '');
    if (!/\bsample\b/i.test(s)) s = s.replace(/\b(standard\s+deviation|variance)\b/i, 'sample $1');
  }
  // "…, pressure constant", "(temperature stays the same)": the quantity held constant, said the usual way.
  s = s.replace(/\s*[,;(]?\s*(?:(?:with|and|if|when|as|while)\s+(?:the\s+)?)?\b(pressure|temperature|volume)\s+(?:is\s+|being\s+|kept\s+|held\s+|stays\s+|remains\s+|staying\s+)?(?:constant|the\s+same|unchanged|fixed)\s*\)?/gi, (_, q: string) => ` at constant ${q.toLowerCase()}`);
  // "(molar mass)" after "relative formula mass": the same thing named twice.
  s = s.replace(/\s*\(\s*(?:molar|formula|molecular|relative\s+formula)\s+mass\s*\)/gi, '');
  // "(R = 8.314 J mol^-1 K^-1)": the gas constant the tools use anyway.
  s = s.replace(/\s*\(\s*(?:use\s+|take\s+|with\s+)?R\s*=\s*8\.31\d*\s*(?:J|joules?)?[^()]{0,30}\)/gi, ' ').trim();
  // ", with log meaning base 10", "where log is base 10": how log is read anyway.
  s = s.replace(/\s*,?\s*(?:with|where)\s+log\s+(?:meaning|means|being|is|as|denoting|denotes)\s+(?:the\s+)?(?:log(?:arithm)?\s+)?(?:to\s+)?(?:base\s*10|common\s+log(?:arithm)?)\b/gi, '').trim();
  // "(theres no base written so i guess its base 10?)": a remark that only says log is base 10.
  if (/(?<![a-z])log(?!_|\s*base\b|[₀-₉\d])/i.test(s)) s = s.replace(/\s*\((?=[^()]*\bbase\s*10\b)[^()\d]*\bbase\s*10\b[^()\d]*\)\s*[.?!]*\s*$/i, '').trim();
  // "(log is base 10)": how log is read anyway (and said with the answer).
  s = s.replace(/\s*\(\s*(?:(?:the\s+|all\s+)?(?:logs?|log10|logarithms?)(?:\s+(?:is|are))?|it'?s|its|it\s+is|they'?re|in)\s+(?:in\s+|to\s+)?(?:base|the\s+base)\s*10\s*\)/gi, ' ').trim();
  // "simplify log 40 + log 25 (base 10)", "log(x) + log(x − 3) = 1, base 10.": how log is read anyway.
  if (/(?<![a-z])log/i.test(s)) s = s.replace(/\s*(?:\(\s*|,\s*|;\s*|\s[-–—]\s*)(?:all\s+|both\s+|logs?\s+(?:are\s+|in\s+)?|using\s+|in\s+)?(?:to\s+)?base\s*10\s*\)?(?=\s*(?:[.?!,;]|$|\s[-–—]|\s+[a-z]))/gi, ' ').replace(/\s+([.?!,;])/g, '$1').trim();
  // "(g = 9.8)", "(take g = 9.8 m/s²)": the value the physics tools use unless another is given.
  s = s.replace(/\s*\(\s*(?:use\s+|take\s+|with\s+|assume\s+)?g\s*=\s*9\.80?\s*(?:m\/s\^?2|m\/s²|m s\^?-2|N\/kg)?\s*\)/gi, ' ').trim();
  s = s.replace(/\s*[,;]\s*(?:use\s+|take\s+|with\s+|assume\s+)?g\s*=\s*9\.80?\s*(?:m\/s\^?2|m\/s²|m s\^?-2|N\/kg)?\s*(?=\))/gi, '').trim();
  // "∫₁^e (1/x) dx = ?", "d/dx (x² sin x) = ?": the only "=" asks for the value.
  // "sin^-1(0.5) = ? in degrees": the unit asked stays.
  if ((s.match(/=/g) ?? []).length === 1) s = s.replace(/\s*=\s*\?+\s*((?:in\s+(?:degrees|radians))?)\s*$/i, (_m, unit: string) => (unit ? ` ${unit}` : '')).trim();
  // "two numbers x and y have xy = 12 and x + y = 7": the numbers named, then what they satisfy.
  s = s.replace(/^(?:the\s+)?(?:two|three)\s+(?:real\s+|positive\s+)?numbers\s+[a-z](?:\s*,\s*[a-z])*\s*,?\s*and\s+[a-z]\s+(?:have|satisfy|are\s+such\s+that|where|with|so\s+that)\s+(?=.*=)/i, '');
  // "log 4 + log 25 — my calculator died": a dash left where a remark was.
  s = s.replace(/\s+[—–]+\s*(?:(?:my|i|i'?m|idk|pls|please|but|and)\b[^=<>≤≥\d]*)?$/i, '');
  // "what does 7 + 3 × (8 − 2)² ÷ 4 − 5 equal?": the sum asked for by name.
  s = s.replace(/^what\s+(?:does|do|would|will)\s+(.+?)\s+(?:equal|come\s+to|make|give)\s*[?.!]*$/i, '$1');
  // "2cos(x) + 1 = 0, find all the solutions for x between 0 and 360 degrees": the equation, then its interval.
  s = s.replace(/^([^=<>≤≥]+=[^=<>≤≥,]+?)\s*[,.;]?\s*(?:find|give|list|what\s+are)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:solutions?|values?|answers?|roots?|angles?)\s+(?:for|of)\s+([a-zθ])\s+((?:between|from)\s+.+)$/i, (_m, equation: string, v: string, range: string) => `solve ${equation.trim()} for ${v} ${range}`);
  // "limited to 27 km/h. whats that in m/s", "… what is that in litres?": the one quantity, in the unit asked.
  s = s.replace(/^[^.?]*?\b(\d+(?:\.\d+)?)\s*([a-zA-Zµ°][a-zA-Z/²³^\d]*(?:\s+per\s+[a-z]+)?)(?![a-zA-Z])[^.?\d]*[.?!]\s*(?:so\s+)?(?:what(?:'?s|\s+is)\s+(?:that|this|it)|(?:convert|change)\s+(?:that|this|it))\s+(?:in|into|to)\s+([a-zA-Z][a-zA-Z/²³ ]*?)\s*[?.!]*$/i, (m, value: string, from: string, to: string) => (/\d[^.?]*\d/.test(m.replace(value, '')) ? m : `convert ${value} ${from} to ${to}`));
  // "walks at 2.75 km/h. how many metres per second is that?": the one quantity, changed to the unit asked.
  s = s.replace(/^[^.?]*?\b(\d+(?:\.\d+)?)\s*([a-zA-Zµ°][a-zA-Z/²³^\d]*(?:\s+per\s+[a-z]+)?)(?![a-zA-Z])[^.?\d]*[.?!]\s*(?:so\s+)?how\s+many\s+([a-zA-Z][a-zA-Z/²³ ]*?)\s+(?:is|are|would\s+(?:that|it)\s+be)\s+(?:that|this|it|those)\s*[?.!]*$/i, (m, value: string, from: string, to: string) => (/\d[^.?]*\d/.test(m.replace(value, '')) ? m : `convert ${value} ${from} to ${to}`));
  // "f(x) = x⁴ − 3x², find f''(−1)": the derivative of that order at the point.
  s = s.replace(/^(?:if\s+|given\s+(?:that\s+)?|let\s+)?([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;=]+?)\s*[,;.]?\s*(?:(?:then\s+)?(?:find|what\s+is|what'?s|work\s+out|calculate|evaluate|determine)\s+)?\1\s*('{1,3}|′{1,3}|″|‴)\s*\(\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*\)\s*[?.!]*$/i, (_m, _f: string, v: string, expression: string, primes: string, at: string) => {
    const order = primes === '″' ? 2 : primes === '‴' ? 3 : primes.length;
    return `${['', '', 'second ', 'third '][order]}derivative of ${expression.trim()} at ${v} = ${at}`;
  });
  // "the mean of x, 2x, 3x and 10 is 7. find x": the mean written as an equation in the unknown.
  s = s.replace(/^(?:if\s+)?(?:the\s+)?(?:mean|average)\s+of\s+((?:[^,=<>]+?\s*,\s*)+[^,=<>]+?\s*,?\s+and\s+[^,=<>]+?)\s+is\s+(-?\d+(?:\.\d+)?)\s*[,.;]?\s*(?:(?:find|what\s+is|work\s+out|solve\s+for)\s+([a-z])\s*[?.!]*)?$/i, (m, list: string, mean: string, asked: string | undefined) => {
    const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
    const letters = new Set(items.flatMap((x) => x.match(/(?<![a-z])[a-z](?![a-z])/gi) ?? []));
    if (letters.size !== 1 || (asked && !letters.has(asked)) || items.some((x) => !/^[-\d.()a-z+*/^ ]+$/i.test(x))) return m;
    return `solve (${items.map((x) => `(${x})`).join(' + ')})/${items.length} = ${mean}`;
  });
  // "how do i do 2 1/3 × 1 1/2": the verb "do" before a sum is the request, not the maths.
  const SUM_START = String.raw`(?=[\d(√−-]|(?:arc|a)?(?:sin|cos|tan)|log|ln|sqrt)`;
  if (new RegExp(String.raw`^\s*how\s+(?:do|would|can|should)\s+(?:i|you|we)\s+do\s+${SUM_START}`, 'i').test(text)) s = s.replace(new RegExp(String.raw`^do\s+${SUM_START}`, 'i'), '');
  // "tan θ = 1.2 and θ is between 0 and 90°. what is θ": the equation, its interval, then the ask.
  s = s.replace(/^([^=<>≤≥]+=[^=<>≤≥]+?)\s*(?:,|;|\band\b|\bwhere\b|\bwith\b)\s*([a-zθ])\s+is\s+(between\s+[-−]?[\d.]+\s*(?:°|degrees?)?\s+and\s+[-−]?[\d.]+\s*(?:°|degrees?)?)\s*[.,;]?\s*(?:(?:so\s+)?(?:what\s+is|what'?s|find|work\s+out|calculate)\s+\2\s*[?.!]*)?$/i, (_m, equation: string, v: string, range: string) => `solve ${equation} for ${v} ${range}`);
  // "find all the angles between 0 and 360 degrees where tan x = √3": the equation first, then its interval.
  s = s.replace(/^(?:find|give|list|what\s+are)\s+(?:all\s+)?(?:the\s+)?(?:angles?|values?(?:\s+of\s+([a-z]))?|solutions?|([a-z]))\s+((?:between|from)\s+.+?)\s+(?:where|for\s+which|such\s+that|that\s+satisfy|satisfying|when|with|if)\s+([^=]+=[^=]+)$/i, (_m, v1: string | undefined, v2: string | undefined, range: string, equation: string) => `solve ${equation} for ${v1 ?? v2 ?? 'x'} ${range}`);
  s = s.replace(HOW_MANY_ROOTS, 'solve $1').replace(THEN_WHERE, 'solve $1; $2').replace(BALANCE_AFTER, 'balance $1').replace(METHOD_LEAD, '').replace(INTERSECTION, 'solve $1; $2').replace(MEETS, 'solve $1; $2').replace(THE_CURVE_MEETS, 'solve $1; $2').replace(FIND_IF_ON, 'solve $2 for $3').replace(AS_ORDINARY_NUMBER, '$1').replace(RATIONALISE, 'simplify ').replace(SOLVE_FOR_SEVERAL, 'solve ').replace(VALUE_CALLED, '');
  s = s.replace(NAMED_KIND, (_, v: string | undefined) => (v ? `solve for ${v} ` : 'solve '));
  // An equation or inequality; a polynomial alone ("all real roots of x³ − 2x² − 5x + 6") is set to 0.
  if (/[=<>≤≥]/.test(s)) s = s.replace(SOLVE_ASK, 'solve ');
  else if (/^(?:find|what\s+are|give|determine|list)\s+(?:all\s+)?(?:the\s+)?real\s+(?:roots|zeros|zeroes|solutions)\s+of\s+/i.test(s)) s = `${s.replace(SOLVE_ASK, 'solve ')} = 0`;
  s = s.replace(EXACT_VALUE, '');
  const verb = TRAILING_VERB.exec(s);
  // Only after maths ("(x − 3)² = 16, find x"): in a problem told in words the last sentence asks on its own.
  const words = verb ? (verb[1].replace(/\b(?:sqrt|sin|cos|tan|log|ln|exp|solve)\b/gi, '').match(/[a-z]{3,}/gi) ?? []).length : 0;
  if (verb && words <= 1) {
    // The unknown goes after the problem ("solve … for x"): "find x (x − 3)² = 16" would read as x·(x − 3)².
    const unknown = /\b(?:for|find)\s+([a-z])$|^(?:what\s+is\s+)?([a-z])\s*=\s*\?$/i.exec(verb[2]);
    s = unknown ? `solve ${verb[1]} for ${unknown[1] ?? unknown[2]}` : `${/^(?:solve|find|give|list)/i.test(verb[2]) ? 'solve' : verb[2]} ${verb[1]}`;
  }
  return s.trim();
}

/**
 * Remarks after the question, about the student or the method: "… how much do i pay? this is due
 * tmrw", "convert 72 km/h into m/s. i did 72 x 3.6 and got 259.2 which seems way too big", "solve
 * 4^x − 6·2^x + 8 = 0 (hint on the sheet says let y = 2^x)", "differentiate y = x² sin x , product rule
 * right?", "… by elimination". Each is dropped from the end, one at a time, while what is left still
 * holds the maths and asks for something; the problem before them is unchanged.
 */
const REMARK_OPENER = String.raw`(?:i(?:'m|'ve|'d|\s)|my\s|idk\b|this\s+is\s+(?:due|for|from|hw|homework)\b|it'?s\s+for\b|its\s+for\b|is\s+(?:it|there|this|that)\b|do\s+i\b|should\s+i\b|can\s+i\b|which\s+one\b|(?:the\s+)?hint\b|(?:fractions|logs|vectors|surds|trig|stats)\s+again\b|ugh\b|lol\b|(?:product|chain|quotient|power|sine|cosine)\s+rule\b|integration\s+by\s+parts\b|bayes\b|law\s+of\b|use\s+the\s+π|(?:the\s+)?cross\s+product\b|(?:by|using)\s+(?:elimination|substitution|factori[sz](?:ing|ation)|factoring|completing\s+the\s+square|graphing|(?:the\s+)?inverse\s+matri(?:x|ces)|cramer'?s\s+rule|the\s+quadratic\s+formula)\b|due\s+(?:tmrw|tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday)\b|help\b|thanks?\b|thx\b|pls\b|please\b)`;
/** Said after a space alone, with no stop before it: the method, and thanks or help. */
const METHOD_OR_THANKS = String.raw`(?:(?:(?:using|by|with)\s+)?(?:the\s+)?(?:product|quotient|chain)\s+rule\b|(?:(?:using\s+|with\s+)?integration\s+)?\(?\s*(?:by|using)\s+parts\s*\)?|(?:by|using)\s+(?:elimination|substitution|factor[iy]?[sz](?:ing|ation)|factoring|completing\s+the\s+square|graphing|(?:the\s+)?inverse\s+matri(?:x|ces)|cramer'?s\s+rule|the\s+quadratic\s+formula)\b|thanks?\b|thx\b|pls\b)`;
/** A remark that sets a condition or a form ("I only need the positive one", "answers to 2 dp") is part of the question. */
const KEEPS = String.raw`(?![^()]*?(?:\b(?:decimal|d\.?\s?p|significant|s\.?f|sig|nearest|degrees?|radians?|interval|fraction|percent(?:age)?|positive|negative|only|where|greater|less|more\s+than|fewer|between|integers?|whole|acute|obtuse|domain|range|real|complex|round(?:ed)?|exclud\w*|except|at\s+least|at\s+most|assum\w*|ignor\w*|unless|in\s+terms\s+of)\b|[<>≤≥°]))`;
const TRAILING_REMARK = new RegExp(String.raw`(?:(?:\s*[.?!,;:…]+\s*|\s+[-—–]+\s+|\s*(?=\())\(?\s*${REMARK_OPENER}|\s+${METHOD_OR_THANKS})${KEEPS}[^()]*?\)?\s*[.?!…]*\s*$`, 'i');
/** "exact answers or decimals both fine": every tool gives both. */
const EITHER_FORM = /\s*[.,;]?\s*(?:(?:exact\s+(?:answers?\s+)?or\s+decimals?|decimals?\s+or\s+exact)(?:\s+answers?)?(?:\s+(?:are|is))?\s+(?:both\s+)?(?:fine|ok|okay)|(?:either|any)\s+form\s+(?:is\s+)?(?:fine|ok|okay))\s*[.!]*\s*$/i;
const ASKS = /\?|\b(?:find|solve|what|whats|how|calculate|convert|simplify|evaluate|work\s+out|differentiate|integrate|expand|factori[sz]e|balance|determine|show|give|use|write)\b|[=∫]|\bd\/d[a-z]\b/i;

/** "… ?? negative fractional powers confuse me": how the student feels about a topic, after the question ends. */
const FEELING = /(?<=[?!.])\s*[^?!.\d=<>≤≥]{3,60}?\b(?:confuses?\s+me|confusing|trips?\s+me\s+up|(?:is|are)\s+(?:so\s+)?(?:hard|confusing|annoying)|scares?\s+me|i\s+(?:hate|don'?t\s+get)\s+(?:these|this|them|it))\s*[.!?…]*\s*$/i;

export function withoutTrailingRemarks(text: string): string {
  let s = text.trim().replace(EITHER_FORM, '').replace(FEELING, '');
  for (let guard = 0; guard < 4; guard++) {
    const m = TRAILING_REMARK.exec(s);
    if (!m || m.index === 0) break;
    const kept = s.slice(0, m.index).trim();
    // Brackets must stay balanced, and what is left must still hold the maths and an ask.
    if ((kept.match(/\(/g) ?? []).length !== (kept.match(/\)/g) ?? []).length || !HOLDS_MATHS.test(kept) || !ASKS.test(kept)) break;
    s = /[.?!]$/.test(kept) ? kept : `${kept}${/\?/.test(m[0]) && !/[.!]/.test(m[0].trim()[0] ?? '') ? '?' : ''}`;
  }
  return s;
}
