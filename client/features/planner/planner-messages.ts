/** The planner's toasts, word for word from spec-1 §5 and §8. */
export const PLANNER_TOASTS = {
  created: { title: 'Assignment Created', description: 'Your assignment has been added successfully.' },
  updated: { title: 'Assignment Updated', description: 'Your assignment has been updated successfully.' },
  deleted: { title: 'Assignment Deleted', description: 'Your assignment has been deleted successfully.' },
  createFailed: { title: 'Error Creating Assignment', description: 'Failed to create assignment. Please try again.' },
  updateFailed: { title: 'Error Updating Assignment', description: 'Failed to update assignment. Please try again.' },
  deleteFailed: { title: 'Error Deleting Assignment', description: 'Failed to delete assignment. Please try again.' },
  validation: { title: 'Validation Error', description: 'Please fill in all required fields.' },
  noAssignments: { title: 'No Assignments', description: 'Please add some assignments before optimizing your schedule.' },
  optimized: { title: 'Schedule Optimized', description: 'Your AI-optimized study schedule is ready!' },
  optimizeFailed: { title: 'Optimization Failed', description: 'Failed to optimize schedule. Please try again.' },
} as const;
