import { BREAK_DURATIONS, SESSION_LENGTHS, STUDY_STYLES, STUDY_TIMES, type StudyPreferences, type StudyTime } from '@common/schemas/planner';
import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toggleStudyTime } from './preferences';

const TIME_LABELS: Record<StudyTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
};

const STYLE_LABELS: Record<StudyPreferences['studyStyle'], string> = { focused: 'Focused', mixed: 'Mixed', spaced: 'Spaced' };
const STYLE_HINTS: Record<StudyPreferences['studyStyle'], string> = {
  focused: 'Finish one assignment before starting the next.',
  mixed: 'Alternate between subjects to keep things fresh.',
  spaced: 'Spread each assignment over several days.',
};

/** Optimisation settings of the AI Planner (spec-1 §3 "Study preferences") and the Optimize button. */
export function PreferencesForm({
  value,
  onChange,
  optimizing,
  onOptimize,
}: {
  value: StudyPreferences;
  onChange: (next: StudyPreferences) => void;
  optimizing: boolean;
  onOptimize: () => void;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Study Preferences</CardTitle>
        <CardDescription>Tell the planner when and how you like to study.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            onOptimize();
          }}
        >
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Preferred study times</legend>
            {STUDY_TIMES.map((t) => (
              <div key={t} className="flex items-center gap-3">
                <Checkbox
                  id={`study-time-${t}`}
                  checked={value.preferredStudyTimes.includes(t)}
                  onCheckedChange={(checked) => onChange({ ...value, preferredStudyTimes: toggleStudyTime(value.preferredStudyTimes, t, checked === true) })}
                />
                <Label htmlFor={`study-time-${t}`} className="font-normal">
                  {TIME_LABELS[t]}
                </Label>
              </div>
            ))}
            {value.preferredStudyTimes.length === 0 && (
              <p className="text-xs text-muted-foreground">None chosen: morning and afternoon will be used.</p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="session-length">Session length</Label>
              <NativeSelect
                id="session-length"
                value={value.sessionLength}
                onChange={(e) => onChange({ ...value, sessionLength: e.target.value as StudyPreferences['sessionLength'] })}
              >
                {SESSION_LENGTHS.map((h) => (
                  <option key={h} value={h}>
                    {h === '1' ? '1 hour' : `${h} hours`}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="break-duration">Break duration</Label>
              <NativeSelect
                id="break-duration"
                value={value.breakDuration}
                onChange={(e) => onChange({ ...value, breakDuration: e.target.value as StudyPreferences['breakDuration'] })}
              >
                {BREAK_DURATIONS.map((m) => (
                  <option key={m} value={m}>
                    {m} minutes
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="study-style">Study style</Label>
            <NativeSelect
              id="study-style"
              aria-describedby="study-style-hint"
              value={value.studyStyle}
              onChange={(e) => onChange({ ...value, studyStyle: e.target.value as StudyPreferences['studyStyle'] })}
            >
              {STUDY_STYLES.map((s) => (
                <option key={s} value={s}>
                  {STYLE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
            <p id="study-style-hint" className="text-xs text-muted-foreground">
              {STYLE_HINTS[value.studyStyle]}
            </p>
          </div>

          <Button type="submit" disabled={optimizing} className="w-full">
            <Sparkles aria-hidden />
            {optimizing ? 'Optimizing...' : 'Optimize Schedule'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
