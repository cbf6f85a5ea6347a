/** Study material the offline engine builds every kind of question (and a few flashcards) from. */
export const BIOLOGY_PASSAGE = [
  'Photosynthesis is the process by which green plants turn light energy into chemical energy.',
  'Chlorophyll is the green pigment that absorbs sunlight in the leaves.',
  'Photosynthesis takes place in the chloroplasts of plant cells.',
  'The mitochondria are the organelles that release energy from glucose during cellular respiration.',
  'Carbon dioxide enters the leaf through small pores called stomata.',
  'The nucleus is the organelle that holds the genetic material of the cell.',
  'Oxygen is released into the air as a by-product of photosynthesis.',
  'Glucose made in the leaves is carried to the rest of the plant through the phloem.',
  'Water is absorbed by the roots and travels up through the xylem.',
  'Ribosomes are the structures that build proteins inside the cell.',
].join(' ');
