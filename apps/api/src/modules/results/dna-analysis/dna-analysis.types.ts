export type AnalysisResultSourceValue = 'Noi' | 'Doctor' | 'Upload';
