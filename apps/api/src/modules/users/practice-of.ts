/**
 * Which practice a doctor or a user belongs to, as a subquery other areas put into their own
 * where-clause: they filter by practice in one statement without reading the users tables
 * themselves. `parameter` names the query parameter that holds the id.
 */
export const practiceOfDoctor = (parameter: string): string =>
  `(SELECT practice_user.medical_center_id FROM doctors practice_doctor
     JOIN users practice_user ON practice_user.id = practice_doctor.user_id
    WHERE practice_doctor.id = :${parameter})`;

export const practiceOfUser = (parameter: string): string =>
  `(SELECT practice_user.medical_center_id FROM users practice_user WHERE practice_user.id = :${parameter})`;
