import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvedValue } from './test-support';
import { erf, statisticsProblem } from './stats-problems';

const value = (question: string) => solvedValue(statisticsProblem, question);

describe('statistics in words', () => {
  it('erf matches known values to 12 digits, and is odd', () => {
    expect(erf(0.5)).toBeCloseTo(0.520499877813047, 12);
    expect(erf(1)).toBeCloseTo(0.842700792949715, 12);
    expect(erf(2)).toBeCloseTo(0.995322265018953, 12);
    expect(erf(3.5)).toBeCloseTo(0.999999256901628, 12);
    fc.assert(
      fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (x) => {
        expect(erf(-x)).toBeCloseTo(-erf(x), 12);
      }),
    );
  });

  it('normal probabilities and z-scores', () => {
    expect(value('X ~ N(100, 15²). Find P(X < 130).')).toBeCloseTo(0.977249868, 8);
    expect(value('normal distribution mean 50 sd 5, probability a value is between 45 and 55')).toBeCloseTo(0.682689492, 8);
    expect(value('z-score of 85 if the mean is 70 and the sd is 10')).toBeCloseTo(1.5, 12);
  });

  it('means in words: weighted, missing, added, needed, from a frequency table', () => {
    expect(value("Tests are worth 60% and homework 40%. I got 80 on tests and 95 on homework. What's my weighted average?")).toBeCloseTo(86, 10);
    expect(value('The mean of 5 numbers is 12. Four of them are 10, 14, 9 and 11. What is the fifth?')).toBeCloseTo(16, 10);
    expect(value('My test scores are 78, 85, 92 and 88. What do I need on the 5th test to average 86?')).toBeCloseTo(87, 10);
    expect(value('score 1 has frequency 3, score 2 has frequency 5, score 3 has frequency 2. find the mean score')).toBeCloseTo(1.9, 10);
  });

  it('gives quartiles only where the common methods agree', () => {
    expect(value('find the IQR of 9, 3, 11, 1, 7, 3, 9, 5')).toBeCloseTo(6, 10);
    const split = statisticsProblem('lower quartile of 1, 2, 3, 4, 5, 6, 7');
    expect(split && !split.ok && split.error).toMatch(/depend on the method/);
  });

  it('frequency tables as students type them: two rows, x | f lines, a markdown table, grouped classes, in words', () => {
    expect(value('score 1 2 3 4\nfrequency 4 6 7 3\nwhat is the mean score')).toBeCloseTo(2.45, 10);
    expect(value('number of pets | frequency\n0 | 6\n1 | 9\n2 | 3\n3 | 2\nwhats the median number of pets')).toBe(1);
    expect(value('Shoe sizes in a class:\n| size | 5 | 6 | 7 | 8 | 9 |\n| freq | 3 | 7 | 9 | 6 | 5 |\nFind the median shoe size.')).toBe(7);
    expect(value('Time (min) | Frequency\n0 < t ≤ 10 | 5\n10 < t ≤ 20 | 12\n20 < t ≤ 30 | 8\n30 < t ≤ 40 | 5\nEstimate the mean time.')).toBeCloseTo(580 / 30, 10);
    expect(value('0 goals in 4 matches, 1 goal in 7, 2 goals in 5, 3 goals in 3, 4 goals in 1. find the mean number of goals per match')).toBeCloseTo(1.5, 10);
    expect(value('Class A has 20 students with a mean score of 68. Class B has 30 students with a mean of 73. What is the mean for all 50 students?')).toBeCloseTo(71, 10);
  });

  it('z-scores and normal proportions in everyday words', () => {
    expect(value('In a test the mean mark was 65 with standard deviation 8. Ali scored 77. What is his z-score?')).toBeCloseTo(1.5, 10);
    expect(value('Heights of adult men are normally distributed with mean 170 cm and standard deviation 8 cm. What proportion of men are taller than 180 cm?')).toBeCloseTo(0.10564977, 7);
    expect(value('The table shows scores: score 1 frequency 4, score 2 frequency 7, score 3 frequency 5, score 4 frequency 3, score 5 frequency 1. Work out the mean score.')).toBeCloseTo(2.5, 10);
  });

  it('correlation, slope, standard error and transformed data', () => {
    expect(value('correlation coefficient r for x: 1,2,3,4,5 and y: 2,4,5,4,5')).toBeCloseTo(0.7745966692, 9);
    expect(value('slope of the least squares regression line of y on x for x = 1,2,3,4,5 and y = 2,4,5,4,5')).toBeCloseTo(0.6, 10);
    expect(statisticsProblem('find the least squares regression line of y on x for x = 1,2,3,4,5 and y = 2,4,5,4,5')).toMatchObject({ ok: true, answer: 'y = 0.6x + 2.2' });
    expect(value('x = 1,2,3,4,5 and y = 2,4,5,4,5, find the y-intercept of the least squares line')).toBeCloseTo(2.2, 10);
    expect(value('x = 1,2,3,4,5 and y = 2,4,5,4,5. use the regression line to predict y when x = 6')).toBeCloseTo(5.8, 10);
    expect(value('standard error of the mean if the sample standard deviation is 12 and n = 36')).toBeCloseTo(2, 10);
    expect(value('a data set has mean 20 and population sd 4. every value is multiplied by 3 then 5 is added. new sd?')).toBeCloseTo(12, 10);
  });
});
