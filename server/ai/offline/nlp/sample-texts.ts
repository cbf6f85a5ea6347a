/** Sample study notes shared by the offline NLP unit tests: one per kind of text students write. */

export const BIOLOGY = `Cell Biology
Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water. It takes place in the chloroplasts, which contain the green pigment chlorophyll. Chlorophyll absorbs light energy and passes it to the reactions that build sugar.

The mitochondria are the powerhouses of the cell because they release energy from glucose during cellular respiration. Cellular respiration uses oxygen and produces carbon dioxide and water. Plants need carbon dioxide, so they open small pores called stomata.

The nucleus contains DNA, which carries the genetic information of the cell. Robert Hooke first described cells in 1665 after looking at cork under a microscope.`;

export const HISTORY = `The French Revolution began in 1789 when the people of Paris stormed the Bastille. The revolution was caused by debt, food shortages and anger at the privileges of the nobility. King Louis XVI called the Estates-General because the government was bankrupt. The Third Estate declared itself the National Assembly and promised to write a constitution. In 1793 the king was executed. The Reign of Terror refers to the period when thousands of suspected enemies of the revolution were guillotined. Maximilien Robespierre led the Committee of Public Safety during the Terror. Napoleon Bonaparte seized power in 1799 by staging a coup against the Directory.`;

export const PHYSICS = `Newton's first law says that an object stays at rest or keeps moving in a straight line unless a force acts on it. Inertia is the tendency of an object to resist changes in its motion. The second law says that force equals mass times acceleration. Friction is a force that opposes motion between two surfaces in contact. A car slows down when the driver brakes because friction acts between the tyres and the road. Momentum is the product of mass and velocity. Energy cannot be created or destroyed, so the total energy of a closed system stays the same.`;

export const GLOSSARY = `Atom: the smallest unit of a chemical element.
An atom is the smallest particle of an element that keeps its chemical properties.
A molecule is a group of atoms bonded together.
An ion is an atom or molecule with an electric charge.
Isotopes are atoms of the same element with different numbers of neutrons.
Electronegativity refers to how strongly an atom attracts shared electrons.`;

export const TYPOS = `teh cell is the the basic unit of life. i think plants recieve energy from the sun. we could of studied more for the test. Marie Curie discovered polonium in Paris. I ate a apple before the exam.`;
